import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { seedCatalogue } from '@/db/seed/seed';
import { describeEachDatabase } from '../../../tests/support/databases';
import { getCategoryCounts, getCoverData, getList, getLists, getNewArrivals, getProduct, getRelatedProducts } from './catalog.server';
import { products } from './schema';

describeEachDatabase('catalog queries', (database) => {
  let caOnly: string;
  let usOnly: string;
  let both: string;

  beforeAll(async () => {
    await seedCatalogue(database().db, { count: 1200 });
    const pick = async (domains: string) =>
      (
        await queryRows<{ sku: string }>(
          database().db,
          sql`SELECT sku FROM products WHERE array_to_string(domain_restrictions, ',') = ${domains} AND product_type = 'book' ORDER BY id LIMIT 1`,
        )
      )[0]!.sku;
    caOnly = await pick('.ca');
    usOnly = await pick('.com');
    both = await pick('.com,.ca');
  });

  it('shows a .ca-only product on the Canada site in CAD and hides it on the US site', async () => {
    expect(await getProduct(caOnly, 'us', database().db)).toBeNull();
    const product = await getProduct(caOnly, 'ca', database().db);
    expect(product).not.toBeNull();
    expect(product!.prices.currency).toBe('CAD');
    expect(product!.availableOn).toEqual(['ca']);
    const [row] = await database().db.select().from(products).where(eq(products.sku, caOnly));
    expect(product!.prices.actual).toBe(row!.actualPriceCad);
    expect(product!.prices.list).toBe(row!.listPriceCad);
  });

  it('hides a .com-only product on the Canada site', async () => {
    expect(await getProduct(usOnly, 'ca', database().db)).toBeNull();
    expect((await getProduct(usOnly, 'us', database().db))?.prices.currency).toBe('USD');
  });

  it('returns app-shaped products with authors, slug, cover and labels', async () => {
    const product = (await getProduct(both, 'us', database().db))!;
    expect(product.authors.length).toBeGreaterThan(0);
    expect(product.authors[0]).toEqual({ firstName: expect.any(String), lastName: expect.any(String), slug: expect.any(String), role: 'author' });
    expect(product.slug).toMatch(/^[\p{Ll}\p{N}-]+$/u);
    expect(product.coverUrl).toBe(`/covers/${both}.svg`);
    expect(product.ageRange).toMatch(/^Ages \d+( to \d+|\+)$/);
    expect(product).not.toHaveProperty('listPriceUsd');
  });

  it('answers null for an unknown sku', async () => {
    expect(await getProduct('9999999999999', 'us', database().db)).toBeNull();
    expect(await getCoverData('nope', database().db)).toBeNull();
  });

  it('relates products of the same series or subject, available on the site, never the product itself', async () => {
    const product = (await getProduct(both, 'ca', database().db))!;
    const related = await getRelatedProducts(product, 'ca', 8, database().db);
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((item) => item.sku)).not.toContain(both);
    for (const item of related) expect(await getProduct(item.sku, 'ca', database().db)).not.toBeNull();
  });

  it('lists new arrivals newest first and lists per site in order', async () => {
    const arrivals = await getNewArrivals('us', 10, database().db);
    expect(arrivals).toHaveLength(10);
    const lists = await getLists('ca', 'curated', database().db);
    expect(lists.map((list) => list.slug)).toContain('canadian-favourites');
    expect((await getLists('us', 'curated', database().db)).map((list) => list.slug)).not.toContain('canadian-favourites');
    const bestsellers = (await getList('us', 'bestseller', 'overall', 20, database().db))!;
    expect(bestsellers.products.length).toBeGreaterThan(5);
    for (const item of bestsellers.products) expect(item.prices.currency).toBe('USD');
    expect(await getList('us', 'bestseller', 'no-such-list', 20, database().db)).toBeNull();
  });

  it('counts categories and subjects per site, only what that site sells', async () => {
    const us = await getCategoryCounts('us', database().db);
    const fiction = us.find((entry) => entry.category === 'Fiction')!;
    expect(fiction.count).toBe(fiction.subjects.reduce((sum, subject) => sum + subject.count, 0));
    const [row] = await queryRows<{ n: number }>(
      database().db,
      sql`SELECT count(*)::int AS n FROM products, unnest(category_subjects) AS pair WHERE pair LIKE 'Fiction|%' AND domain_restrictions @> ARRAY['.com']::text[]`,
    );
    expect(fiction.count).toBe(Number(row!.n));
    expect(us.map((entry) => entry.count)).toEqual([...us.map((entry) => entry.count)].sort((a, b) => b - a));
  });
});
