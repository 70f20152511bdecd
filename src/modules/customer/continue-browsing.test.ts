import { describe, expect, it } from 'vitest';
import { affiliateOf, continueBrowsingLinkOf, continueShoppingHref, isListingPath } from './continue-browsing';

describe('listings and the continue-browsing link', () => {
  it('knows listings on either site, prefixed or not', () => {
    for (const path of ['/browse', '/browse/kids', '/ca/browse/category/Animals', '/us/browse/author/Lee%2C%20Harper', '/browse/cl/summer']) {
      expect(isListingPath(path)).toBe(true);
    }
    for (const path of ['/', '/ca', '/cart', '/browsers', '/product/owls/1', '/find-a-fair']) expect(isListingPath(path)).toBe(false);
  });

  it('takes listing and product pages with their query, nothing else', () => {
    expect(continueBrowsingLinkOf('/browse/kids', '?sort=arrival&org=maple')).toBe('/browse/kids?sort=arrival&org=maple');
    expect(continueBrowsingLinkOf('/ca/product/owls/9780000000001', '')).toBe('/ca/product/owls/9780000000001');
    expect(continueBrowsingLinkOf('/browse', 'q=owls')).toBe('/browse?q=owls');
    for (const path of ['/', '/cart', '/ca/checkout', '/account/orders', '/product/owls', '/wishlist', '//evil.example/browse']) {
      expect(continueBrowsingLinkOf(path, '')).toBeNull();
    }
  });

  it("leads Continue shopping to the kept page of this site, else to the site's listings", () => {
    expect(continueShoppingHref('us', '/browse/kids?view=list')).toBe('/browse/kids?view=list');
    expect(continueShoppingHref('us', '/us/product/owls/1')).toBe('/us/product/owls/1');
    expect(continueShoppingHref('ca', '/ca/browse?q=owls&org=maple')).toBe('/ca/browse?q=owls&org=maple');
    expect(continueShoppingHref('ca', '/browse/kids')).toBe('/ca/browse');
    expect(continueShoppingHref('us', '/ca/browse/kids')).toBe('/browse');
    for (const kept of [
      null,
      undefined,
      42,
      '',
      '/cart',
      '//evil.example/browse',
      'https://evil.example/browse',
      '/\\evil.example/browse',
      { href: '/browse/kids' },
    ]) {
      expect(continueShoppingHref('us', kept)).toBe('/browse');
    }
  });
});

describe('affiliate', () => {
  it('is the partner id the query names, in lower case', () => {
    expect(affiliateOf('?affiliate=Partner-7')).toBe('partner-7');
    expect(affiliateOf('affiliate=book_blog&org=maple')).toBe('book_blog');
  });

  it('is nothing when the query names none, or something that is no id', () => {
    for (const search of ['', '?org=maple', '?affiliate=', '?affiliate=-x', '?affiliate=a%20b', `?affiliate=${'a'.repeat(65)}`, '?affiliate=%3Cscript%3E']) {
      expect(affiliateOf(search)).toBeNull();
    }
  });
});
