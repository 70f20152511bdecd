import { describe, expect, it } from 'vitest';
import { parseSitemapFileName, sitemapPath, sitemapRewrite, sitePagePaths, type SitemapFile } from './sitemap';

describe('sitemap files', () => {
  it('names each file at the root of its site and reads the names back', () => {
    const files: SitemapFile[] = [{ kind: 'index' }, { kind: 'pages' }, { kind: 'products', part: 1 }, { kind: 'products', part: 12 }];
    expect(files.map((file) => sitemapPath('us', file))).toEqual(['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-products-1.xml', '/sitemap-products-12.xml']);
    expect(files.map((file) => sitemapPath('ca', file))).toEqual([
      '/ca/sitemap.xml',
      '/ca/sitemap-pages.xml',
      '/ca/sitemap-products-1.xml',
      '/ca/sitemap-products-12.xml',
    ]);
    for (const file of files) expect(parseSitemapFileName(sitemapPath('us', file).slice(1))).toEqual(file);
  });

  it('refuses names that are no file of ours', () => {
    for (const name of [
      'sitemap-products-0.xml',
      'sitemap-products-01.xml',
      'sitemap-products-.xml',
      'sitemap-products-1234567.xml',
      'sitemap-pages',
      'sitemap.xml.gz',
      'sitemap-other.xml',
      'robots.txt',
      '',
    ]) {
      expect(parseSitemapFileName(name), name).toBeNull();
    }
  });

  it("rewrites public sitemap paths to their site's route by the path prefix alone", () => {
    expect(sitemapRewrite('/sitemap.xml')).toBe('/us/sitemaps/sitemap.xml');
    expect(sitemapRewrite('/us/sitemap.xml')).toBe('/us/sitemaps/sitemap.xml');
    expect(sitemapRewrite('/ca/sitemap.xml')).toBe('/ca/sitemaps/sitemap.xml');
    expect(sitemapRewrite('/sitemap-products-3.xml')).toBe('/us/sitemaps/sitemap-products-3.xml');
    expect(sitemapRewrite('/ca/sitemap-pages.xml')).toBe('/ca/sitemaps/sitemap-pages.xml');
    for (const path of ['/fr/sitemap.xml', '/ca/help/sitemap.xml', '/sitemap-products-0.xml', '/sitemap', '/sitemaps/sitemap.xml', '/browse']) {
      expect(sitemapRewrite(path), path).toBeNull();
    }
  });
});

describe('sitePagePaths', () => {
  const outline = { curatedLists: ['staff-picks'], bestsellerLists: ['overall'], categories: ['Fiction', 'Toys'], subjects: ['Arts & Crafts', 'Mystery'] };

  it('lists home, listings, shopping and help pages on the site, its lists, categories and subjects', () => {
    const paths = sitePagePaths('ca', outline);
    for (const path of [
      '/ca',
      '/ca/browse',
      '/ca/browse/kids',
      '/ca/categories',
      '/ca/gift-guide',
      '/ca/gifts-for-kids',
      '/ca/find-a-fair',
      '/ca/helpcenter',
      '/ca/help/shipping',
      '/ca/help/about-us',
      '/ca/help/our-product',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).toEqual(
      expect.arrayContaining(['/ca/browse/cl/staff-picks', '/ca/browse/bs/overall', '/ca/browse/category/Toys', '/ca/browse/subject/Arts%20%26%20Crafts']),
    );
    expect(paths.every((path) => path === '/ca' || path.startsWith('/ca/'))).toBe(true);
  });

  it('names each page once and no private page', () => {
    const paths = sitePagePaths('us', { ...outline, subjects: ['Mystery', 'Mystery'] });
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => /^\/(account|cart|checkout|login|wishlist|order-status|support-requests)/.test(path))).toEqual([]);
  });
});
