import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { runMigrations } from '@/db/migrate';
import { describeEachDatabase, tableCount } from '../../../tests/support/databases';
import { queryRows } from '../client';
import { countProducts, resetCatalogue, seedCatalogue } from './seed';

describeEachDatabase('migrations and seed', (database) => {
  it('applies the migrations again without change', async () => {
    await expect(runMigrations(database().handle)).resolves.toBeUndefined();
  });

  it('seeds products, authors, links and lists, reporting progress', async () => {
    const progress: number[] = [];
    const result = await seedCatalogue(database().db, { count: 1500, onProgress: (done) => progress.push(done) });
    expect(result.products).toBe(1500);
    expect(await countProducts(database().db)).toBe(1500);
    expect(await tableCount(database().db, 'authors')).toBe(result.authors);
    expect(await tableCount(database().db, 'product_lists')).toBe(result.lists);
    expect(await tableCount(database().db, 'product_authors')).toBeGreaterThan(1000);
    expect(progress.at(-1)).toBe(1500);
  });

  it('stores money as integer cents and the site restrictions as given', async () => {
    const rows = await queryRows<{ domains: string; n: number }>(
      database().db,
      sql`SELECT array_to_string(domain_restrictions, ',') AS domains, count(*)::int AS n FROM products GROUP BY 1 ORDER BY 1`,
    );
    expect(rows.map((row) => row.domains).sort()).toEqual(['.ca', '.com', '.com,.ca']);
    const [price] = await queryRows<{ type: string }>(
      database().db,
      sql`SELECT data_type AS type FROM information_schema.columns WHERE table_name = 'products' AND column_name = 'actual_price_cad'`,
    );
    expect(price?.type).toBe('integer');
  });

  it('refuses what the schema forbids: negative stock, a malformed ISBN', async () => {
    await expect(database().db.execute(sql`UPDATE products SET stock = -1 WHERE id = 1`)).rejects.toThrow();
    await expect(database().db.execute(sql`UPDATE products SET isbn13 = '12345' WHERE id = 1`)).rejects.toThrow();
  });

  it('resets to an empty catalogue', async () => {
    await resetCatalogue(database().db);
    expect(await countProducts(database().db)).toBe(0);
    expect(await tableCount(database().db, 'product_lists')).toBe(0);
  });
});
