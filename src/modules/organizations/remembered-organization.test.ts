import { describe, expect, it } from 'vitest';
import { isDocumentNavigation, isPrefetch, organizationCookieChange, organizationSlugOf, withRememberedOrganization } from './remembered-organization';

const headers = (values: Record<string, string>) => new Headers(values);
const navigation = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

describe('the remembered organization (issue 19)', () => {
  it('remembers the organization of `?org=` and of `/org/{org}/…`, lowercased', () => {
    expect(organizationCookieChange('/browse', '?q=cats&org=Maple-Grove')).toEqual({ remember: 'maple-grove' });
    expect(organizationCookieChange('/org/riverside/browse', '?q=cats')).toEqual({ remember: 'riverside' });
    expect(organizationCookieChange('/org/riverside', '?org=other')).toEqual({ remember: 'riverside' });
  });

  it('forgets it with `org=none` and `/org/none/…` (spec §2), also when the query names another', () => {
    expect(organizationCookieChange('/cart', '?org=none')).toBe('forget');
    expect(organizationCookieChange('/cart', '?org=NONE')).toBe('forget');
    expect(organizationCookieChange('/org/none/cart', '?org=someone-else')).toBe('forget');
    expect(organizationCookieChange('/org/none', '')).toBe('forget');
  });

  it('leaves it alone without `org`, or with one no organization can have', () => {
    expect(organizationCookieChange('/browse', '')).toBeNull();
    expect(organizationCookieChange('/browse', '?org=')).toBeNull();
    expect(organizationCookieChange('/browse', '?org=Not%20A%20Slug!')).toBeNull();
    expect(organizationCookieChange('/browse', `?org=${'a'.repeat(81)}`)).toBeNull();
    expect(organizationCookieChange('/organizations', '')).toBeNull();
  });

  it('reads only slugs an organization can have', () => {
    expect(organizationSlugOf(' Lakeshore-Library ')).toBe('lakeshore-library');
    expect(organizationSlugOf('a'.repeat(80))).toBe('a'.repeat(80));
    for (const value of [null, undefined, '', 'none', 'a'.repeat(81), '-lead', 'trail-', 'two--dashes', 'x;y', 'a b'])
      expect(organizationSlugOf(value), String(value)).toBeNull();
  });

  it('puts the remembered organization back on a page address without one, keeping its query', () => {
    expect(withRememberedOrganization('/product/a-book/9780000000001', '', 'riverside')).toBe('/product/a-book/9780000000001?org=riverside');
    expect(withRememberedOrganization('/browse', '?q=cats&sort=arrival', 'riverside')).toBe('/browse?q=cats&sort=arrival&org=riverside');
  });

  it('leaves an address alone that has an `org` (none included), selects one itself, or when nothing valid is remembered', () => {
    expect(withRememberedOrganization('/browse', '?org=other', 'riverside')).toBeNull();
    expect(withRememberedOrganization('/browse', '?org=none', 'riverside')).toBeNull();
    expect(withRememberedOrganization('/org/none/cart', '', 'riverside')).toBeNull();
    expect(withRememberedOrganization('/browse', '', undefined)).toBeNull();
    expect(withRememberedOrganization('/browse', '', 'none')).toBeNull();
    expect(withRememberedOrganization('/browse', '', 'evil.example/x')).toBeNull();
  });

  it('is put back only on documents the browser opens, never on prefetches, client navigations or scripted requests', () => {
    expect(isDocumentNavigation('GET', headers(navigation))).toBe(true);
    expect(isDocumentNavigation('HEAD', headers(navigation))).toBe(true);
    expect(isDocumentNavigation('POST', headers(navigation))).toBe(false);
    expect(isDocumentNavigation('GET', headers({}))).toBe(false);
    expect(isDocumentNavigation('GET', headers({ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }))).toBe(false);
    expect(isDocumentNavigation('GET', headers({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'no-cors' }))).toBe(false);
    expect(isDocumentNavigation('GET', headers({ ...navigation, rsc: '1' }))).toBe(false);
    expect(isDocumentNavigation('GET', headers({ ...navigation, 'sec-purpose': 'prefetch;prerender' }))).toBe(false);
  });

  it('tells prefetches apart', () => {
    expect(isPrefetch(headers({ 'next-router-prefetch': '1' }))).toBe(true);
    expect(isPrefetch(headers({ 'sec-purpose': 'prefetch' }))).toBe(true);
    expect(isPrefetch(headers({ purpose: 'prefetch' }))).toBe(true);
    expect(isPrefetch(headers({ rsc: '1' }))).toBe(false);
  });
});
