import 'server-only';
import { and, asc, count, eq, max, or, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { SITES, type SiteId } from '@/modules/regions';
import { domainsToSites } from './presentation';
import { productListItems, productLists, products } from './schema';

export type ProductListKind = 'curated' | 'bestseller';

/** A curated or bestseller list as the back office edits it. */
export type ProductListRecord = typeof productLists.$inferSelect;

export interface ProductListEntry {
  productId: number;
  sku: string;
  title: string;
  format: string;
  /** Whether the product is sold on the list's site. */
  soldOnSite: boolean;
}

/** Every list of both sites with how many products it holds, by site, kind and the order the shop shows them in. */
export async function productListsWithCounts(db: Db): Promise<Array<{ list: ProductListRecord; itemCount: number }>> {
  const rows = await db
    .select({ list: productLists, itemCount: count(productListItems.productId) })
    .from(productLists)
    .leftJoin(productListItems, eq(productListItems.listId, productLists.id))
    .groupBy(productLists.id)
    .orderBy(asc(productLists.site), asc(productLists.kind), asc(productLists.position), asc(productLists.id));
  return rows.map((row) => ({ list: row.list, itemCount: Number(row.itemCount) }));
}

/** A list by id; `forUpdate` locks it until the caller's transaction ends, so two edits of one list take turns. */
export async function productListById(db: Db, id: number, { forUpdate = false } = {}): Promise<ProductListRecord | null> {
  const query = db.select().from(productLists).where(eq(productLists.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A site's lists of one kind in their order, locked until the caller's transaction ends. */
export async function lockProductListsOfKind(tx: Db, site: SiteId, kind: ProductListKind): Promise<ProductListRecord[]> {
  return tx
    .select()
    .from(productLists)
    .where(and(eq(productLists.site, site), eq(productLists.kind, kind)))
    .orderBy(asc(productLists.position), asc(productLists.id))
    .for('update');
}

/** A list's products in its order (then by SKU). */
export async function productListEntries(db: Db, list: Pick<ProductListRecord, 'id' | 'site'>): Promise<ProductListEntry[]> {
  const rows = await db
    .select({ productId: products.id, sku: products.sku, title: products.title, format: products.format, domains: products.domainRestrictions })
    .from(productListItems)
    .innerJoin(products, eq(products.id, productListItems.productId))
    .where(eq(productListItems.listId, list.id))
    .orderBy(asc(productListItems.position), asc(products.sku));
  return rows.map(({ domains, ...row }) => ({ ...row, soldOnSite: domains.includes(SITES[list.site].domain) }));
}

/**
 * Adds a list at the end of its site's lists of that kind, inside the caller's transaction, unless the site already
 * has `maxLists` of them ('too-many') or a list at that slug ('slug-taken').
 */
export async function insertProductList(
  tx: Db,
  values: { site: SiteId; kind: ProductListKind; slug: string; title: string; description: string },
  maxLists: number,
): Promise<ProductListRecord | 'too-many' | 'slug-taken'> {
  const [{ lists, last } = { lists: 0, last: null }] = await tx
    .select({ lists: count(productLists.id), last: max(productLists.position) })
    .from(productLists)
    .where(and(eq(productLists.site, values.site), eq(productLists.kind, values.kind)));
  if (Number(lists) >= maxLists) return 'too-many';
  const [row] = await tx
    .insert(productLists)
    .values({ ...values, position: last === null ? 0 : Number(last) + 1 })
    .onConflictDoNothing()
    .returning();
  return row ?? 'slug-taken';
}

export async function changeProductList(tx: Db, id: number, change: { title: string; description: string }): Promise<ProductListRecord> {
  const [after] = await tx.update(productLists).set(change).where(eq(productLists.id, id)).returning();
  return after!;
}

/** Writes the list's positions as the order gives them (0, 1, 2…), in one statement. */
export async function writeListEntryOrder(tx: Db, listId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(sql`
    UPDATE product_list_items SET position = ordered.place - 1
    FROM unnest(${`{${productIds.join(',')}}`}::int[]) WITH ORDINALITY AS ordered(product_id, place)
    WHERE product_list_items.list_id = ${listId} AND product_list_items.product_id = ordered.product_id`);
}

export async function insertListEntry(tx: Db, listId: number, productId: number, position: number): Promise<void> {
  await tx.insert(productListItems).values({ listId, productId, position });
}

export async function deleteListEntry(tx: Db, listId: number, productId: number): Promise<void> {
  await tx.delete(productListItems).where(and(eq(productListItems.listId, listId), eq(productListItems.productId, productId)));
}

/** Puts lists in the order given (positions 0, 1, 2…), in one statement. */
export async function writeProductListsOrder(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    UPDATE product_lists SET position = ordered.place - 1
    FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS ordered(id, place)
    WHERE product_lists.id = ordered.id`);
}

/** The product a SKU or an ISBN-13 (hyphens or not) names; the SKU wins when both match. */
export async function productByCode(db: Db, code: string): Promise<{ id: number; sku: string; title: string; sites: SiteId[] } | null> {
  const isbn = code.replace(/-/g, '');
  const [row] = await db
    .select({ id: products.id, sku: products.sku, title: products.title, domains: products.domainRestrictions })
    .from(products)
    .where(or(eq(products.sku, code), eq(products.isbn13, isbn)))
    .orderBy(sql`${products.sku} = ${code} DESC`)
    .limit(1);
  return row ? { id: row.id, sku: row.sku, title: row.title, sites: domainsToSites(row.domains) } : null;
}
