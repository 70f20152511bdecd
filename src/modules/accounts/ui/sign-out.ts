import { signOut } from 'next-auth/react';
import { removeBrowserCookie } from '@/lib/cookies';

/**
 * Where the sign-out form's POST leads once done: the same page without `action=logout`, with `signedOut=1` (as the
 * proxy answers that POST when the page's scripts are not running).
 */
export function signedOutPath(formAction: string): string {
  const url = new URL(formAction, 'http://same.site');
  url.searchParams.delete('action');
  url.searchParams.set('signedOut', '1');
  return `${url.pathname}${url.search}`;
}

/**
 * Spec §4 logout through next-auth's own sign-out: a same-origin POST to /api/auth/signout with its CSRF token, which
 * ends the session cookie and tells every other tab of this browser at once (next-auth's storage broadcast), so their
 * headers and account pages drop the customer without waiting for their next session poll. Resolves false when it
 * did not go through (the caller then posts the plain form, which the proxy answers).
 */
export async function signOutEverywhere(): Promise<boolean> {
  try {
    await signOut({ redirect: false });
  } catch {
    return false;
  }
  removeBrowserCookie('authorizedId');
  return true;
}
