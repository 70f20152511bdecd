import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError, NotFoundError } from '@/lib/errors';
import { productIdsBySkus, productSummariesByIds, skusByProductIds } from '@/modules/catalog/index.server';
import type { SiteId } from '@/modules/regions';
import { wishlistItems } from './schema';
import type { WishlistAnswer, WishlistEntry } from './types';

export const MAX_WISHLIST_ITEMS = 500;

interface Entry {
  productId: number;
  sku: string;
  addedAt: Date;
}

/** The wishlist's products, latest added first (then by SKU, descending). */
async function entriesOf(db: Db, userId: string): Promise<Entry[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  const skus = await skusByProductIds(
    rows.map((row) => row.productId),
    db,
  );
  return rows
    .flatMap((row) => {
      const sku = skus.get(row.productId);
      return sku === undefined ? [] : [{ ...row, sku }];
    })
    .sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime() || (a.sku < b.sku ? 1 : a.sku > b.sku ? -1 : 0));
}

async function skusOf(db: Db, userId: string): Promise<string[]> {
  return (await entriesOf(db, userId)).map((entry) => entry.sku);
}

/** The wishlist with its products as sold on the site; products not sold there are left out of `items`. */
export async function listWishlist(userId: string, site: SiteId, db?: Db): Promise<Required<WishlistAnswer>> {
  const database = db ?? (await getDb());
  const rows = await entriesOf(database, userId);
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
    const productId = (await productIdsBySkus([sku], tx)).get(sku);
    if (productId === undefined) throw new NotFoundError('We could not find that product.', 'PRODUCT_NOT_FOUND');
    const current = await skusOf(tx, userId);
    if (current.length >= MAX_WISHLIST_ITEMS && !current.includes(sku)) {
      throw new AppError(422, 'WISHLIST_FULL', `A wishlist holds up to ${MAX_WISHLIST_ITEMS} products. Remove some first.`);
    }
    await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    return { wishlist: await skusOf(tx, userId) };
  });
}

/** Removes these products from the wishlist; skus that are not in it are ignored. */
export async function removeFromWishlist(userId: string, skus: string[], db?: Db): Promise<WishlistAnswer> {
  const database = db ?? (await getDb());
  if (skus.length > 0) {
    const ids = [...(await productIdsBySkus(skus, database)).values()];
    if (ids.length > 0) await database.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.productId, ids)));
  }
  return { wishlist: await skusOf(database, userId) };
}
