import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const set = vi.hoisted(() => vi.fn());
vi.mock('js-cookie', () => ({ default: { set, get: vi.fn() } }));

const { setBrowserCookie, SHOP_COOKIES } = await import('./cookies');

describe("the shop's cookies (spec §3 names, §9 lifetimes)", () => {
  it('names every spec §3 cookie, each with its spec §9 lifetime in days', () => {
    const days = Object.fromEntries(Object.entries(SHOP_COOKIES).map(([name, spec]) => [name, spec.days]));
    expect(days).toEqual({
      guestId: 1800,
      authorizedId: 180,
      policyAcceptedByGuest: 180,
      policyVersionGuest: 180,
      policyAcceptedByCustomer: 180,
      policyVersionCustomer: 180,
      geolocationNotification: 30,
      newsletterClosedByGuest: 1,
      newsletterAcceptedByGuest: expect.any(Number),
      NEXT_LOCALE: 365,
      selectedOrg: 30,
    });
    // "About 97.5 years".
    expect(SHOP_COOKIES.newsletterAcceptedByGuest.days / 365.25).toBeCloseTo(97.5, 1);
  });

  describe('setBrowserCookie', () => {
    const location = { protocol: 'https:' };
    beforeEach(() => {
      set.mockClear();
      vi.stubGlobal('window', { location });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('takes the lifetime from the table, on path / with SameSite Lax, Secure over https', () => {
      setBrowserCookie('policyAcceptedByGuest', '1');
      setBrowserCookie('newsletterClosedByGuest', '1');
      expect(set.mock.calls).toEqual([
        ['policyAcceptedByGuest', '1', { path: '/', expires: 180, sameSite: 'lax', secure: true }],
        ['newsletterClosedByGuest', '1', { path: '/', expires: 1, sameSite: 'lax', secure: true }],
      ]);
    });

    it('is not Secure over plain http', () => {
      location.protocol = 'http:';
      setBrowserCookie('NEXT_LOCALE', 'en-CA');
      expect(set).toHaveBeenCalledWith('NEXT_LOCALE', 'en-CA', { path: '/', expires: 365, sameSite: 'lax', secure: false });
    });
  });
});
