import { describe, expect, it } from 'vitest';
import { hrefWithSelectedOrganization, organizationSelection, selectedOrganization, withSelectedOrganization } from './selection';

describe('organization selection paths (spec §2)', () => {
  it('/org/{org}/… selects: the rest of the path with ?org=, other parameters kept', () => {
    expect(organizationSelection('/org/maple-grove-elementary/browse', '?q=dogs')).toEqual({ path: '/browse', search: '?q=dogs&org=maple-grove-elementary' });
    expect(organizationSelection('/org/Maple-Grove-Elementary', '')).toEqual({ path: '/', search: '?org=maple-grove-elementary' });
    expect(organizationSelection('/org/lakeside/product/a-book/9780000000001', '?org=old')).toEqual({
      path: '/product/a-book/9780000000001',
      search: '?org=lakeside',
    });
  });

  it('/org/none/… clears the selection and keeps the rest', () => {
    expect(organizationSelection('/org/none/cart', '?org=lakeside&view=list')).toEqual({ path: '/cart', search: '?view=list' });
    expect(organizationSelection('/org/none', '?org=lakeside')).toEqual({ path: '/', search: '' });
  });

  it('never redirects off the site, whatever follows the org (issue 18, finding 1)', () => {
    for (const rest of ['//evil.example/phish', '/.//evil.example/phish', '/..//evil.example', '/%2e//evil.example', '/\\evil.example']) {
      expect(organizationSelection(`/org/lakeside${rest}`, ''), rest).toEqual({ path: '/', search: '?org=lakeside' });
    }
    expect(organizationSelection('/org/lakeside/a/../cart', '')).toEqual({ path: '/cart', search: '?org=lakeside' });
  });

  it('leaves other paths alone', () => {
    expect(organizationSelection('/organizations', '')).toBeNull();
    expect(organizationSelection('/browse', '?org=x')).toBeNull();
    expect(organizationSelection('/org', '')).toBeNull();
  });
});

describe('carrying the selected organization on internal links (spec §2)', () => {
  const page = 'http://shop.test/ca/browse?q=cats&org=lakeside';
  const carried = (href: string, current = page) => withSelectedOrganization(new URL(href, current), new URL(current))?.href ?? null;

  it("adds the page's org to links to other pages of the shop, keeping their query and fragment", () => {
    expect(carried('/ca/product/a-book/9780000000001')).toBe('http://shop.test/ca/product/a-book/9780000000001?org=lakeside');
    expect(carried('/cart?view=saved#later')).toBe('http://shop.test/cart?view=saved&org=lakeside#later');
    expect(carried('http://shop.test/help/shipping')).toBe('http://shop.test/help/shipping?org=lakeside');
    expect(hrefWithSelectedOrganization('/search?q=owls', page)).toBe('/search?q=owls&org=lakeside');
  });

  it('changes nothing without a selection, or for none', () => {
    expect(carried('/cart', 'http://shop.test/browse')).toBeNull();
    expect(carried('/cart', 'http://shop.test/browse?org=none')).toBeNull();
    expect(hrefWithSelectedOrganization('/search?q=owls', 'http://shop.test/')).toBe('/search?q=owls');
  });

  it('leaves links that choose for themselves, other origins and files alone', () => {
    expect(carried('/cart?org=other')).toBeNull();
    expect(carried('/org/none/cart')).toBeNull();
    expect(carried('/ca/org/riverside')).toBeNull();
    expect(carried('https://elsewhere.test/cart')).toBeNull();
    expect(carried('/api/bookfair/v1/organizations/lakeside/reports.csv')).toBeNull();
    expect(carried('/covers/9780000000001.svg')).toBeNull();
    expect(carried('/_next/static/chunk.js')).toBeNull();
  });

  it('keeps the fragment links of the same page as they are: they carry org already', () => {
    expect(carried('#main')).toBeNull();
  });

  it('reads the selection of an org value', () => {
    expect(selectedOrganization('lakeside')).toBe('lakeside');
    expect(selectedOrganization('none')).toBeNull();
    expect(selectedOrganization('')).toBeNull();
    expect(selectedOrganization(null)).toBeNull();
  });
});
