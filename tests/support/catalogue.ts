/** Test support for database tests that place orders: the demo catalogue and a few US products with stock to spare. */
import { sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { queryRows } from '@/db/client';
import { seedCatalogue } from '@/db/seed/seed';

/**
 * Seeds the generated catalogue and returns `count` products sold on the US site, at $10 or more, that a cart may hold
 * five of, each given a stock of 100 so that no test runs out.
 */
export async function seedStockedUsSkus(db: Db, count: number): Promise<string[]> {
  await seedCatalogue(db, { count: 150 });
  const rows = await queryRows<{ sku: string }>(
    db,
    sql`SELECT sku FROM products WHERE domain_restrictions @> ARRAY['.com']::text[] AND max_purchase_qty >= 5 AND actual_price_usd >= 1000 ORDER BY id LIMIT ${count}`,
  );
  const skus = rows.map((row) => row.sku);
  await db.execute(
    sql`UPDATE products SET stock = 100 WHERE sku IN (${sql.join(
      skus.map((sku) => sql`${sku}`),
      sql`, `,
    )})`,
  );
  return skus;
}
