import { describe, expect, it } from 'vitest';
import { pageMetadata, siteMetadata } from './metadata';

describe('siteMetadata', () => {
  it('names the country in the title template and description and gives the Open Graph locale', () => {
    const ca = siteMetadata('ca');
    expect(ca.title).toEqual({ default: expect.stringContaining('Canada'), template: '%s | Bookfair Shop Canada' });
    expect(ca.description).toContain('Canada');
    expect(ca.openGraph).toMatchObject({ siteName: 'Bookfair Shop', locale: 'en_CA', alternateLocale: ['en_US'] });
    expect(siteMetadata('us').openGraph).toMatchObject({ locale: 'en_US', alternateLocale: ['en_CA'] });
    expect(siteMetadata('us').title).toMatchObject({ template: '%s | Bookfair Shop United States' });
  });
});

describe('pageMetadata', () => {
  it('gives a page its canonical URL on this site, hreflang on both and Open Graph of the page', () => {
    const metadata = pageMetadata('ca', '/help/shipping', { title: 'Shipping', description: 'How we ship.' });
    expect(metadata.alternates).toEqual({
      canonical: '/ca/help/shipping',
      languages: { 'en-US': '/help/shipping', 'en-CA': '/ca/help/shipping', 'x-default': '/help/shipping' },
    });
    expect(metadata).toMatchObject({ title: 'Shipping', description: 'How we ship.' });
    expect(metadata.openGraph).toMatchObject({ title: 'Shipping', url: '/ca/help/shipping', locale: 'en_CA', siteName: 'Bookfair Shop' });
    expect(metadata).not.toHaveProperty('robots');
  });

  it('keeps private pages out of search results but still canonical', () => {
    const metadata = pageMetadata('us', '/cart', { title: 'Your cart', noindex: true });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates.canonical).toBe('/cart');
  });

  it('names no alternate and no Open Graph locale of a site without the page', () => {
    const metadata = pageMetadata('us', '/product/a/1', { title: 'A', availableOn: ['us'] });
    expect(Object.keys(metadata.alternates.languages)).toEqual(['en-US', 'x-default']);
    expect(metadata.openGraph.alternateLocale).toEqual([]);
  });

  it('falls back to the site title and description when the page has none (the home page)', () => {
    const metadata = pageMetadata('ca', '/');
    expect(metadata).not.toHaveProperty('title');
    expect(metadata.description).toContain('Canada');
    expect(metadata.openGraph.title).toContain('Bookfair Shop Canada');
    expect(metadata.alternates.canonical).toBe('/ca');
  });
});
