import 'server-only';
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '@/db';
import { SITES, type SiteId } from '@/modules/regions';
import { domainsToSites } from './presentation';
import { products } from './schema';

type Prices = { list: number; regular: number; sale: number | null; actual: number };

/** A product as the back office shows and edits it: prices per currency in cents, stock, where it is sold. */
export interface StaffProduct {
  sku: string;
  title: string;
  format: string;
  productType: string;
  sites: SiteId[];
  usd: Prices;
  cad: Prices;
  stock: number;
  maxPurchaseQty: number;
  tags: string[];
  updatedAt: string;
}

/** What staff change on a product; `actual` is the price charged, worked out by the caller's rule. */
export interface StaffProductChange {
  usd: Prices;
  cad: Prices;
  stock: number;
  maxPurchaseQty: number;
  sites: SiteId[];
  tags: string[];
}

const toStaffProduct = (row: typeof products.$inferSelect): StaffProduct => ({
  sku: row.sku,
  title: row.title,
  format: row.format,
  productType: row.productType,
  sites: domainsToSites(row.domainRestrictions),
  usd: { list: row.listPriceUsd, regular: row.regularPriceUsd, sale: row.salePriceUsd, actual: row.actualPriceUsd },
  cad: { list: row.listPriceCad, regular: row.regularPriceCad, sale: row.salePriceCad, actual: row.actualPriceCad },
  stock: row.stock,
  maxPurchaseQty: row.maxPurchaseQty,
  tags: row.tags,
  updatedAt: row.updatedAt.toISOString(),
});

/** Products whose sku or ISBN starts with the words, or whose title contains them; by title, at most `limit`. */
export async function findProductsForStaff(db: Db, typed: string, limit: number): Promise<StaffProduct[]> {
  const words = typed.trim().slice(0, 100);
  if (!words) return [];
  const escaped = words.replace(/[\\%_]/g, (character) => `\\${character}`);
  const rows = await db
    .select()
    .from(products)
    .where(or(ilike(products.sku, `${escaped}%`), ilike(products.isbn13, `${escaped}%`), ilike(products.title, `%${escaped}%`)))
    .orderBy(asc(products.title), asc(products.sku))
    .limit(limit);
  return rows.map(toStaffProduct);
}

export async function productForStaff(db: Db, sku: string): Promise<StaffProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.sku, sku)).limit(1);
  return row ? toStaffProduct(row) : null;
}

/**
 * Changes a product inside the caller's transaction (where its audit entry goes too), its row locked while it is
 * read and written; null when no product has the sku.
 */
export async function changeProductForStaff(tx: Db, sku: string, change: StaffProductChange): Promise<{ before: StaffProduct; after: StaffProduct } | null> {
  const [row] = await tx.select().from(products).where(eq(products.sku, sku)).for('update');
  if (!row) return null;
  const [updated] = await tx
    .update(products)
    .set({
      listPriceUsd: change.usd.list,
      regularPriceUsd: change.usd.regular,
      salePriceUsd: change.usd.sale,
      actualPriceUsd: change.usd.actual,
      listPriceCad: change.cad.list,
      regularPriceCad: change.cad.regular,
      salePriceCad: change.cad.sale,
      actualPriceCad: change.cad.actual,
      stock: change.stock,
      maxPurchaseQty: change.maxPurchaseQty,
      domainRestrictions: change.sites.map((site) => SITES[site].domain),
      tags: [...new Set(change.tags)],
      updatedAt: new Date(),
    })
    .where(eq(products.id, row.id))
    .returning();
  return { before: toStaffProduct(row), after: toStaffProduct(updated!) };
}

/** The product formats of the catalogue, in order. */
export async function catalogueFormats(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ format: products.format }).from(products).orderBy(asc(products.format));
  return rows.map((row) => row.format);
}

/** Whether any product has this format. */
export async function formatInCatalogue(db: Db, format: string): Promise<boolean> {
  const [known] = await db.select({ id: products.id }).from(products).where(eq(products.format, format)).limit(1);
  return known !== undefined;
}
