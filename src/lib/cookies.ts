import Cookies from 'js-cookie';

/**
 * Every cookie the shop sets in the browser (spec §3 Cookies) with its lifetime in days (spec §9): the one table all
 * setters go through, so a lifetime is written down once. All of them are path /, SameSite Lax, and Secure when the
 * page is served over https. Chromium caps any cookie's lifetime at 400 days (RFC 6265bis), so the two longer ones
 * (guestId, newsletterAcceptedByGuest) live 400 days there; guestId is written again on every visit.
 */
export const SHOP_COOKIES = {
  guestId: { days: 1800 },
  authorizedId: { days: 180 },
  policyAcceptedByGuest: { days: 180 },
  policyVersionGuest: { days: 180 },
  policyAcceptedByCustomer: { days: 180 },
  policyVersionCustomer: { days: 180 },
  // Spec §4 (the dialog's own rule) says 30 days; §9 mentions another reading of 180.
  geolocationNotification: { days: 30 },
  newsletterClosedByGuest: { days: 1 },
  // "About 97.5 years": 97.5 × 365.25 days.
  newsletterAcceptedByGuest: { days: 35_612 },
  // Spec §4 asks only for path / and Secure; a year, as the site switch has always set it.
  NEXT_LOCALE: { days: 365 },
} as const satisfies Record<string, { days: number }>;

export type ShopCookieName = keyof typeof SHOP_COOKIES;

/** Sets one of the shop's cookies with the lifetime of the table. */
export function setBrowserCookie(name: ShopCookieName, value: string): void {
  Cookies.set(name, value, { path: '/', expires: SHOP_COOKIES[name].days, sameSite: 'lax', secure: window.location.protocol === 'https:' });
}

/** Removes one of the shop's cookies (set, as all of them, on path /). */
export function removeBrowserCookie(name: ShopCookieName): void {
  Cookies.remove(name, { path: '/' });
}

/** A cookie's value as the browser has it (any cookie, the shop's or not). */
export function readBrowserCookie(name: string): string | undefined {
  return Cookies.get(name);
}
