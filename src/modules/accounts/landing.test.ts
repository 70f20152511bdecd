import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, landingPagePath } from './landing';

describe('where a person lands after signing in (issue 19)', () => {
  it('takes shoppers back where they were, or to the home of their site', () => {
    expect(landingAfterSignIn('us', [], '/product/the-hobbit/9780547928227?org=maple')).toBe('/product/the-hobbit/9780547928227?org=maple');
    expect(landingAfterSignIn('ca', [], null)).toBe('/ca');
    expect(landingAfterSignIn('us', [], '')).toBe('/');
  });

  it('never leaves the site, whoever signs in (safeReturnPath)', () => {
    for (const scopes of [[], ['organizer'], ['admin']])
      for (const returnUrl of ['//evil.example', 'https://evil.example/x', '/\\evil.example', '/%2F%2Fevil.example']) {
        const landing = landingAfterSignIn('us', scopes, returnUrl);
        expect(landing.startsWith('/') && !landing.startsWith('//') && !landing.includes('\\'), `${scopes} ${returnUrl} → ${landing}`).toBe(true);
      }
    expect(landingAfterSignIn('us', [], '//evil.example')).toBe('/');
  });

  it('sends organizers to the organizer home and staff to the back office, from a shop page or none', () => {
    expect(landingAfterSignIn('us', ['organizer'], '/browse')).toBe('/account/organizer');
    expect(landingAfterSignIn('ca', ['organizer'], null)).toBe('/ca/account/organizer');
    expect(landingAfterSignIn('us', ['admin'], '/')).toBe('/admin');
    expect(landingAfterSignIn('ca', ['organizer', 'admin'], '/ca/browse')).toBe('/ca/admin');
  });

  it('takes anyone back to a page that asked them to sign in, so a deep link still works', () => {
    expect(landingAfterSignIn('us', ['organizer'], '/account/reports?period=90d')).toBe('/account/reports?period=90d');
    expect(landingAfterSignIn('ca', ['admin'], '/ca/admin/orders/100042')).toBe('/ca/admin/orders/100042');
    expect(landingAfterSignIn('us', ['admin'], '/account/details/organization/join?token=abc')).toBe('/account/details/organization/join?token=abc');
    expect(landingAfterSignIn('us', [], '/wishlist')).toBe('/wishlist');
  });

  it('is decided by a page of the site the form was on, which is given the return path whole', () => {
    expect(landingPagePath('us', null)).toBe('/account/landing');
    expect(landingPagePath('ca', '')).toBe('/ca/account/landing');
    expect(landingPagePath('ca', '/ca/browse?org=maple&q=a b')).toBe('/ca/account/landing?returnUrl=%2Fca%2Fbrowse%3Forg%3Dmaple%26q%3Da%20b');
  });
});
