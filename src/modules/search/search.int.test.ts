import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { seedCatalogue } from '@/db/seed/seed';
import { describeEachDatabase } from '../../../tests/support/databases';
import { parseFilters } from './filters';
import { createIndexedSearchEngine } from './indexed-engine.server';
import type { SearchEngine } from './engine';

describeEachDatabase('search engine', (database) => {
  let engine: SearchEngine;

  beforeAll(async () => {
    await seedCatalogue(database().db, { count: 2000 });
    engine = createIndexedSearchEngine(async () => database().db, { maxStalenessMs: 0 });
  });

  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(database().db, query))[0]!;

  it('finds a title by its words, best matches first', async () => {
    const result = await engine.search({ site: 'us', q: 'Anne of Green Gables', filters: [] });
    expect(result.items[0]?.title).toBe('Anne of Green Gables');
    expect(result.relaxed).toBe(false);
  });

  it('tolerates a typo and says which word it corrected', async () => {
    const result = await engine.search({ site: 'us', q: 'dinosuar', filters: [] });
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.some((item) => /dinosaur/i.test(item.title))).toBe(true);
    expect(result.corrections).toEqual([{ word: 'dinosuar', suggestions: expect.arrayContaining(['dinosaur']) }]);
  });

  it('matches the last word as a prefix while it is typed, and authors as well as titles', async () => {
    const prefix = await engine.search({ site: 'us', q: 'treasure isl', filters: [] });
    expect(prefix.items.map((item) => item.title)).toContain('Treasure Island');
    const author = await engine.search({ site: 'us', q: 'stevenson', filters: [] });
    expect(author.items[0]?.authors.map((a) => a.lastName)).toContain('Stevenson');
  });

  it('relaxes to any word when no product has all of them', async () => {
    const result = await engine.search({ site: 'us', q: 'harry poter', filters: [] });
    expect(result.total).toBeGreaterThan(0);
    expect(result.relaxed).toBe(true);
  });

  it('finds a book by ISBN-13 with or without hyphens, only on its sites', async () => {
    const row = await one<{ isbn13: string }>(
      sql`SELECT isbn13 FROM products WHERE isbn13 IS NOT NULL AND array_to_string(domain_restrictions, ',') = '.ca' LIMIT 1`,
    );
    const hyphenated = `${row.isbn13.slice(0, 3)}-${row.isbn13.slice(3, 4)}-${row.isbn13.slice(4, 8)}-${row.isbn13.slice(8, 12)}-${row.isbn13.slice(12)}`;
    expect((await engine.search({ site: 'ca', q: hyphenated, filters: [] })).items.map((item) => item.sku)).toEqual([row.isbn13]);
    expect((await engine.search({ site: 'us', q: row.isbn13, filters: [] })).total).toBe(0);
  });

  it('never shows a product outside its site', async () => {
    const row = await one<{ title: string; sku: string }>(
      sql`SELECT title, sku FROM products WHERE array_to_string(domain_restrictions, ',') = '.com' AND product_type = 'book' LIMIT 1`,
    );
    const onCa = await engine.search({ site: 'ca', q: row.title, filters: [], pageSize: 96 });
    expect(onCa.items.map((item) => item.sku)).not.toContain(row.sku);
    const onUs = await engine.search({ site: 'us', q: row.title, filters: [], pageSize: 96 });
    expect(onUs.items.map((item) => item.sku)).toContain(row.sku);
  });

  it('narrows by filters, with facet counts that add up', async () => {
    const all = await engine.search({ site: 'us', filters: [], department: 'Kids' });
    const hardcover = await engine.search({ site: 'us', filters: parseFilters('$format@=Hardcover'), department: 'Kids' });
    expect(hardcover.total).toBeLessThan(all.total);
    expect(hardcover.total).toBe(all.facets!.format.find((facet) => facet.label === 'Hardcover')!.count);
    expect(hardcover.items.every((item) => item.format === 'Hardcover')).toBe(true);
    expect(all.facets!.price.reduce((sum, facet) => sum + facet.count, 0)).toBe(all.total);

    const cheap = await engine.search({ site: 'ca', filters: parseFilters('$price@=under-5|5-10'), pageSize: 96 });
    expect(cheap.items.every((item) => item.prices.currency === 'CAD' && item.prices.actual < 1000)).toBe(true);

    const young = await engine.search({ site: 'us', filters: parseFilters('$age@=Ages 3 to 5;$cs$Fiction@=Animals') });
    expect(young.total).toBeGreaterThan(0);
    expect(young.items.every((item) => item.ageRange === 'Ages 3 to 5')).toBe(true);
  });

  it('restricts the match to authors or titles with qf', async () => {
    const byAuthor = await engine.search({ site: 'us', q: 'carroll', qf: 'author', filters: [] });
    expect(byAuthor.total).toBeGreaterThan(0);
    expect(byAuthor.items.every((item) => item.authors.some((a) => a.lastName.toLowerCase().startsWith('carroll')))).toBe(true);
    const byTitle = await engine.search({ site: 'us', q: 'carroll', qf: 'title', filters: [] });
    expect(byTitle.items.every((item) => /carroll/i.test(item.title))).toBe(true);
  });

  it('sorts by price and keeps bestseller lists in list order', async () => {
    const low = await engine.search({ site: 'us', filters: [], sort: 'price-low', pageSize: 50 });
    const prices = low.items.map((item) => item.prices.actual);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const list = await engine.search({ site: 'us', filters: [], list: { kind: 'bestseller', slug: 'overall' }, pageSize: 10 });
    const expected = await queryRows<{ sku: string }>(
      database().db,
      sql`SELECT p.sku FROM product_list_items i JOIN product_lists l ON l.id = i.list_id JOIN products p ON p.id = i.product_id
          WHERE l.site = 'us' AND l.kind = 'bestseller' AND l.slug = 'overall' ORDER BY i.position LIMIT 10`,
    );
    expect(list.sort).toBe('list');
    expect(list.items.map((item) => item.sku)).toEqual(expected.map((row) => row.sku));
  });

  it('suggests authors and titles for autocomplete', async () => {
    const suggestions = await engine.autocomplete('us', 'montg');
    expect(suggestions.authors).toContainEqual({ _id: expect.any(String), text: 'L. M. Montgomery' });
    const titles = await engine.autocomplete('us', 'anne of gre');
    expect(titles.titles.map((title) => title.text)).toContain('Anne of Green Gables');
    expect(titles.titles.length).toBeLessThanOrEqual(3);
  });

  it('sees catalogue changes in every process, but not stock changes', async () => {
    const otherProcess = createIndexedSearchEngine(async () => database().db, { maxStalenessMs: 0 });
    const row = await one<{ id: number; sku: string }>(sql`SELECT id, sku FROM products WHERE domain_restrictions @> ARRAY['.com'] ORDER BY id LIMIT 1`);
    expect((await otherProcess.search({ site: 'us', q: 'zanzibarian', filters: [] })).total).toBe(0);
    const revision = async () => Number((await one<{ revision: number }>(sql`SELECT revision FROM catalogue_revision`)).revision);
    const before = await revision();
    await database().db.execute(sql`UPDATE products SET stock = stock + 1, updated_at = now() WHERE id = ${row.id}`);
    expect(await revision()).toBe(before);
    await database().db.execute(sql`UPDATE products SET title = title || ' Zanzibarian' WHERE id = ${row.id}`);
    expect(await revision()).toBeGreaterThan(before);
    for (const searcher of [engine, otherProcess]) {
      expect((await searcher.search({ site: 'us', q: 'zanzibarian', filters: [] })).items.map((item) => item.sku)).toEqual([row.sku]);
    }
    await database().db.execute(sql`UPDATE products SET title = replace(title, ' Zanzibarian', '') WHERE id = ${row.id}`);
    expect((await engine.search({ site: 'us', q: 'zanzibarian', filters: [] })).total).toBe(0);
  });

  it('answers hostile input without errors', async () => {
    for (const q of ["'; DROP TABLE products; --", '%', ':*', '&|!', '(((', 'émile ü 😀', 'x'.repeat(10_000), '   ']) {
      await expect(engine.search({ site: 'us', q, filters: parseFilters("$tag@=x';--") })).resolves.toMatchObject({ page: 1 });
      await expect(engine.autocomplete('ca', q)).resolves.toHaveProperty('authors');
    }
    expect(Number((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`)).n)).toBe(2000);
  });
});
