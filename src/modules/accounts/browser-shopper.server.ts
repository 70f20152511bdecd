import 'server-only';
import { clientIp } from '@/lib/api/client-ip';
import { logger } from '@/lib/logger';
import { cookiesOf, guestCookieHeader, provenGuestId } from './guest-cookie.server';
import { currentViewer } from './session.server';
import { allowGuestSession } from './throttle.server';
import { resumeOrCreateGuest } from './users.server';

/** Who a browser's plain request acts for, and the `guestId` cookie to write when it made or resumed a guest. */
export interface BrowserShopper {
  userId: string;
  setCookie: string | null;
}

/**
 * Issue 19: the person a plain form post acts for (no script, so no bearer token): the browser's session, a customer's
 * (checked as every session read is) or a guest's, else the guest its signed `guestId` cookie proves. With `create`, a
 * browser that proves nobody gets a new guest, throttled per address as the guestAccount sign-in is (null when refused),
 * whose `guestId` cookie brings it back, with its cart, once the page's scripts sign it in. Never a field of the request.
 */
export async function browserShopper(headers: Headers, create: boolean): Promise<BrowserShopper | null> {
  const viewer = await currentViewer();
  if (viewer) return { userId: viewer.id, setCookie: null };
  const guestId = await provenGuestId(cookiesOf(headers.get('cookie')));
  if (!guestId && !create) return null;
  if (!guestId && !(await allowGuestSession(clientIp(headers)))) {
    logger.warn('guest sessions throttled for an IP address (form post)');
    return null;
  }
  const guest = await resumeOrCreateGuest(guestId);
  return { userId: guest.id, setCookie: guest.id === guestId ? null : guestCookieHeader(guest.id) };
}
