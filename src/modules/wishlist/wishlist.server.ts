import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError, NotFoundError } from '@/lib/errors';
import { productSummariesByIds } from '@/modules/catalog/index.server';
import { products } from '@/modules/catalog/schema';
import type { SiteId } from '@/modules/regions';
import { wishlistItems } from './schema';
import type { WishlistAnswer, WishlistEntry } from './types';

export const MAX_WISHLIST_ITEMS = 500;

async function skusOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ sku: products.sku })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(products.sku));
  return rows.map((row) => row.sku);
}

/** The wishlist with its products as sold on the site; products not sold there are left out of `items`. */
export async function listWishlist(userId: string, site: SiteId, db?: Db): Promise<Required<WishlistAnswer>> {
  const database = db ?? (await getDb());
  const rows = await database
    .select({ productId: wishlistItems.productId, sku: products.sku, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(products.sku));
  const summaries = await productSummariesByIds(
    rows.map((row) => row.productId),
    site,
    database,
  );
  const bySku = new Map(summaries.map((summary) => [summary.sku, summary]));
  const items: WishlistEntry[] = rows.flatMap((row) => {
    const product = bySku.get(row.sku);
    return product ? [{ product, addedAt: row.addedAt.toISOString() }] : [];
  });
  return { wishlist: rows.map((row) => row.sku), items };
}

/** Adds a product (adding it again changes nothing). */
export async function addToWishlist(userId: string, sku: string, db?: Db): Promise<WishlistAnswer> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.sku, sku)).limit(1);
    if (!product) throw new NotFoundError('We could not find that product.', 'PRODUCT_NOT_FOUND');
    const current = await skusOf(tx, userId);
    if (current.length >= MAX_WISHLIST_ITEMS && !current.includes(sku)) {
      throw new AppError(422, 'WISHLIST_FULL', `A wishlist holds up to ${MAX_WISHLIST_ITEMS} products. Remove some first.`);
    }
    await tx.insert(wishlistItems).values({ userId, productId: product.id }).onConflictDoNothing();
    return { wishlist: await skusOf(tx, userId) };
  });
}

/** Removes these products from the wishlist; skus that are not in it are ignored. */
export async function removeFromWishlist(userId: string, skus: string[], db?: Db): Promise<WishlistAnswer> {
  const database = db ?? (await getDb());
  if (skus.length > 0) {
    const ids = database.select({ id: products.id }).from(products).where(inArray(products.sku, skus));
    await database.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.productId, ids)));
  }
  return { wishlist: await skusOf(database, userId) };
}
