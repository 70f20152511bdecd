import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { NextRequest } from 'next/server';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { env } from '@/lib/env';
import { seedCatalogue } from '@/db/seed/seed';
import { productPath } from '@/modules/catalog';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { sitemapRoute } from './routes.server';
import { productSitemapEntries, productSitemapParts, sitePageEntries } from './sitemap.server';

type Row = { sku: string; title: string; domains: string; updated_at: Date | string };

const collect = async (entries: AsyncIterable<{ path: string; lastModified?: Date | null }>) => {
  const all = [];
  for await (const entry of entries) all.push(entry);
  return all;
};

describeEachDatabase('sitemaps', (database) => {
  const db = () => database().db;
  useAsProcessDatabase(database);
  let rows: Row[];
  const soldOn = (domain: string) => rows.filter((row) => row.domains.split(',').includes(domain));

  beforeAll(async () => {
    await seedCatalogue(db(), { count: 1200 });
    // Spread the change times so that each file's latest one is its own.
    await db().execute(sql`UPDATE products SET updated_at = timestamptz '2026-01-01T00:00:00Z' + id * interval '1 minute'`);
    rows = await queryRows<Row>(db(), sql`SELECT sku, title, array_to_string(domain_restrictions, ',') AS domains, updated_at FROM products ORDER BY id`);
  });

  it("splits a site's products into files of at most perFile, with each file's latest change", async () => {
    const canada = soldOn('.ca');
    const parts = await productSitemapParts('ca', db(), { perFile: 100, batch: 30 });
    expect(parts.map((part) => part.part)).toEqual(Array.from({ length: Math.ceil(canada.length / 100) }, (_, index) => index + 1));
    expect(parts.every((part) => part.products <= 100)).toBe(true);
    expect(parts.reduce((sum, part) => sum + part.products, 0)).toBe(canada.length);
    expect(parts[0]!.lastModified).toEqual(new Date(canada[99]!.updated_at));
    expect(parts.at(-1)!.lastModified).toEqual(new Date(canada.at(-1)!.updated_at));
  });

  it('lists every product sold on the site exactly once across its files, in batches, and no other', async () => {
    for (const [site, domain] of [
      ['us', '.com'],
      ['ca', '.ca'],
    ] as const) {
      const layout = { perFile: 100, batch: 30 };
      const parts = await productSitemapParts(site, db(), layout);
      const listed = [];
      for (const part of parts) listed.push(...(await collect((await productSitemapEntries(site, part.part, db(), layout))!)));
      const expected = soldOn(domain);
      expect(listed.map((entry) => entry.path)).toEqual(expected.map((row) => productPath(site, row.title, row.sku)));
      expect(listed.map((entry) => entry.lastModified)).toEqual(expected.map((row) => new Date(row.updated_at)));
      expect(await productSitemapEntries(site, parts.length + 1, db(), layout)).toBeNull();
    }
    // The seeded catalogue has products of one site only, so the two lists differ.
    expect(soldOn('.com').length).not.toBe(soldOn('.ca').length);
  });

  it("lists the site's own pages: its lists (Canadian Favourites only in Canada), categories, subjects and help", async () => {
    const canada = (await sitePageEntries('ca', db())).map((entry) => entry.path);
    const us = (await sitePageEntries('us', db())).map((entry) => entry.path);
    expect(canada).toEqual(
      expect.arrayContaining(['/ca', '/ca/browse/cl/canadian-favourites', '/ca/browse/bs/overall', '/ca/help/shipping', '/ca/helpcenter', '/ca/categories']),
    );
    expect(us).toEqual(expect.arrayContaining(['/', '/browse/bs/overall', '/help/shipping', '/gift-guide']));
    expect(us).not.toContain('/browse/cl/canadian-favourites');
    const [category] = await queryRows<{ category: string }>(
      db(),
      sql`SELECT split_part(category_subjects[1], '|', 1) AS category FROM products WHERE domain_restrictions @> ARRAY['.com'] LIMIT 1`,
    );
    expect(us).toContain(`/browse/category/${encodeURIComponent(category!.category)}`);
  });

  it('answers the index and its files as cacheable XML with absolute URLs; unknown files and sites are 404', async () => {
    const get = (site: string, file: string) =>
      sitemapRoute(new NextRequest(`http://localhost/${site}/sitemaps/${file}`), { params: Promise.resolve({ site, file }) });
    const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

    const index = await get('ca', 'sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('public, max-age=3600');
    const files = parser.parse(await index.text()).sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc);
    const origin = new URL(env().PUBLIC_URL).origin;
    expect(files).toEqual([`${origin}/ca/sitemap-pages.xml`, `${origin}/ca/sitemap-products-1.xml`]);

    const products = parser.parse(await (await get('ca', 'sitemap-products-1.xml')).text()).urlset.url;
    expect(products.length).toBe(soldOn('.ca').length);
    expect(products[0].loc.startsWith(`${origin}/ca/product/`)).toBe(true);

    expect((await get('ca', 'sitemap-products-2.xml')).status).toBe(404);
    expect((await get('ca', 'sitemap-everything.xml')).status).toBe(404);
    expect((await get('fr', 'sitemap.xml')).status).toBe(404);
  });
});
