import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { products } from './schema';

/**
 * Takes units off a product's stock only while enough are left, so concurrent orders can never oversell. Answers
 * null when they were taken, else how many are left (0 for a product that is gone).
 */
export async function takeStock(tx: Db, productId: number, quantity: number): Promise<{ left: number } | null> {
  const taken = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
    .returning({ stock: products.stock });
  if (taken.length > 0) return null;
  const [product] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return { left: product?.stock ?? 0 };
}

/** Units an order gave back (released, refunded) go on sale again. */
export async function returnStock(tx: Db, productId: number, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}
