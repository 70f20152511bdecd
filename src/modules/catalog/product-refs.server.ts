import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/db';
import { products } from './schema';

/** The ids of the products with these SKUs; SKUs of no product are left out. */
export async function productIdsBySkus(skus: readonly string[], db: Db): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, [...new Set(skus)]));
  return new Map(rows.map((row) => [row.sku, row.id]));
}

/** The SKUs of the products with these ids; ids of no product are left out. */
export async function skusByProductIds(ids: readonly number[], db: Db): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.sku]));
}
