import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botProtectionUrl, loginRedirectUrl, signInUrl } from './redirect-urls';

describe('loginRedirectUrl', () => {
  it('keeps org and encodes the current path with its query', () => {
    expect(loginRedirectUrl('/ca/account/wishlist?org=lincoln-elementary&sort=new')).toBe(
      '/login?action=logout&returnUrl=%2Fca%2Faccount%2Fwishlist%3Forg%3Dlincoln-elementary%26sort%3Dnew&org=lincoln-elementary',
    );
  });

  it('drops org=none and pages without org', () => {
    expect(loginRedirectUrl('/browse?org=none')).toBe('/login?action=logout&returnUrl=%2Fbrowse%3Forg%3Dnone');
    expect(loginRedirectUrl('/account/orders')).toBe('/login?action=logout&returnUrl=%2Faccount%2Forders');
    expect(loginRedirectUrl('/account/orders?page=2')).toBe('/login?action=logout&returnUrl=%2Faccount%2Forders%3Fpage%3D2');
  });

  it('encodes an org with characters of its own and ignores one in the fragment', () => {
    expect(loginRedirectUrl('/?org=a%26b%20c')).toBe('/login?action=logout&returnUrl=%2F%3Forg%3Da%2526b%2520c&org=a%26b%20c');
    expect(loginRedirectUrl('/help#org=evil')).toBe('/login?action=logout&returnUrl=%2Fhelp%23org%3Devil');
    expect(loginRedirectUrl('/help#faq?org=evil')).toBe('/login?action=logout&returnUrl=%2Fhelp%23faq%3Forg%3Devil');
  });

  it('builds a URL even from a path holding a lone surrogate', () => {
    expect(loginRedirectUrl('/x\uD800')).toBe('/login?action=logout&returnUrl=%2Fx%EF%BF%BD');
    expect(loginRedirectUrl('/\uDC00\uD83D\uDE00')).toBe('/login?action=logout&returnUrl=%2F%EF%BF%BD%F0%9F%98%80');
  });

  it('is always a same-site /login path whose returnUrl decodes back to the path', () => {
    const pathWithQuery = fc.oneof(
      fc
        .tuple(fc.webPath(), fc.option(fc.webQueryParameters(), { nil: undefined }))
        .map(([path, query]) => `/${path.replace(/^\/+/, '')}${query === undefined ? '' : `?${query}`}`),
      fc.string({ unit: 'grapheme', maxLength: 80 }).map((text) => `/${text}`),
      // Dense in the characters that delimit a query, so odd orders (`#` before `?`, `org` twice) come up often.
      fc.string({ unit: fc.constantFrom('/', '?', '#', '&', '=', '%', '+', ' ', 'org', 'none', 'x'), maxLength: 30 }).map((text) => `/${text}`),
      fc
        .tuple(fc.constantFrom('none', 'lincoln-elementary', '', 'a&b=c', '%20'), fc.string({ maxLength: 20 }))
        .map(([org, rest]) => `/account?${rest}&org=${org}`),
    );
    fc.assert(
      fc.property(pathWithQuery, (path) => {
        const redirect = loginRedirectUrl(path);
        expect(redirect.startsWith('/login?action=logout&returnUrl=')).toBe(true);
        const url = new URL(redirect, 'https://shop.example');
        expect(url.origin).toBe('https://shop.example');
        expect(url.pathname).toBe('/login');
        expect(url.searchParams.get('action')).toBe('logout');
        expect(url.searchParams.get('returnUrl')).toBe(path);
        const rawReturnUrl = /[?&]returnUrl=([^&]*)/.exec(redirect)?.[1] ?? '';
        expect(decodeURIComponent(rawReturnUrl)).toBe(path);
        const org = new URLSearchParams(path.split('#')[0]?.split('?').slice(1).join('?')).get('org');
        expect(url.searchParams.get('org')).toBe(org && org !== 'none' ? org : null);
      }),
    );
  });
});

describe('botProtectionUrl', () => {
  it('carries the current path as returnUrl and keeps org', () => {
    expect(botProtectionUrl('/browse?q=owl%20babies&org=42')).toBe('/bot-protection?returnUrl=%2Fbrowse%3Fq%3Dowl%2520babies%26org%3D42&org=42');
    expect(botProtectionUrl('/')).toBe('/bot-protection?returnUrl=%2F');
  });
});

describe('signInUrl', () => {
  it('sends a guest to sign in without logging the guest session out, keeping org', () => {
    expect(signInUrl('/account/details?org=lincoln')).toBe('/login?returnUrl=%2Faccount%2Fdetails%3Forg%3Dlincoln&org=lincoln');
    expect(signInUrl('/wishlist?org=none')).toBe('/login?returnUrl=%2Fwishlist%3Forg%3Dnone');
  });
});
