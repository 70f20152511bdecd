import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getToken } from 'next-auth/jwt';
import { authSecret, env } from '@/lib/env';
import { SHOP_COOKIES } from '@/lib/cookies';

/**
 * Spec §4's `guestId` cookie, which brings a visitor's guest back after its session cookie is gone. It is written by
 * the server only, httpOnly (no script reads it), and carries the id with an HMAC of it: knowing another visitor's
 * guest id (from a receipt, a log, a shared screen) is not enough to resume, sign in over or register that guest.
 */
export const GUEST_COOKIE = 'guestId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signatureOf = (guestId: string) => createHmac('sha256', `guest-id:${authSecret()}`).update(guestId).digest('base64url');

export function signedGuestId(guestId: string): string {
  return `${guestId}.${signatureOf(guestId)}`;
}

/** The guest id of a cookie value this server signed, else null (a bare id, a forged or altered one). */
export function verifiedGuestId(value: string | null | undefined): string | null {
  if (!value) return null;
  const [guestId = '', signature = '', ...rest] = value.split('.');
  if (rest.length > 0 || !UUID.test(guestId)) return null;
  const expected = Buffer.from(signatureOf(guestId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? guestId : null;
}

/** The Set-Cookie header of a guest's `guestId` (1800 days, spec §9; browsers cap it at 400). */
export function guestCookieHeader(guestId: string): string {
  const secure = env().PUBLIC_URL.startsWith('https://') ? '; Secure' : '';
  return `${GUEST_COOKIE}=${signedGuestId(guestId)}; Path=/; Max-Age=${SHOP_COOKIES.guestId.days * 24 * 3600}; HttpOnly; SameSite=Lax${secure}`;
}

/** The cookies of a `Cookie` header by name (the first of a repeated name). */
export function cookiesOf(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      cookies.set(name, part.slice(at + 1).trim());
    }
  }
  return cookies;
}

/**
 * The guest this request proves to be, by what only its own browser holds: the guest session's cookie (next-auth's
 * encrypted token), else the signed `guestId` cookie. Never a field of the request's body.
 */
export async function provenGuestId(cookies: Map<string, string>): Promise<string | null> {
  const token = await getToken({ req: { cookies, headers: {} } as never, secret: authSecret() }).catch(() => null);
  if (token?.role === 'guest' && typeof token.sub === 'string' && UUID.test(token.sub)) return token.sub;
  return verifiedGuestId(cookies.get(GUEST_COOKIE));
}

/** The guest a response has just signed in (from its session Set-Cookie headers), else null. */
export async function guestSignedInBy(response: Response): Promise<string | null> {
  const cookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';', 1);
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  const token = await getToken({ req: { cookies, headers: {} } as never, secret: authSecret() }).catch(() => null);
  return token?.role === 'guest' && typeof token.sub === 'string' && UUID.test(token.sub) ? token.sub : null;
}
