import 'server-only';
import { asc, eq, ilike, or } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { NotFoundError } from '@/lib/errors';
import { refreshStorefront, STOREFRONT_TAGS } from '@/lib/storefront-cache';
import { actualPrice, domainsToSites } from '@/modules/catalog';
import { products } from '@/modules/catalog/schema';
import { SITES, type SiteId } from '@/modules/regions';
import { recordChange, type Actor } from './audit.server';
import { ADMIN_SEARCH_LIMIT, type ProductEdit } from './product-rules';

export interface AdminProduct {
  sku: string;
  title: string;
  format: string;
  productType: string;
  sites: SiteId[];
  usd: { list: number; regular: number; sale: number | null; actual: number };
  cad: { list: number; regular: number; sale: number | null; actual: number };
  stock: number;
  maxPurchaseQty: number;
  tags: string[];
  updatedAt: string;
}

type ProductRow = typeof products.$inferSelect;

const toAdminProduct = (row: ProductRow): AdminProduct => ({
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

/** Products whose sku or ISBN starts with the words, or whose title contains them; by title. */
export async function findProductsForAdmin(typed: string, db?: Db): Promise<AdminProduct[]> {
  const database = db ?? (await getDb());
  const words = typed.trim().slice(0, 100);
  if (!words) return [];
  const escaped = words.replace(/[\\%_]/g, (character) => `\\${character}`);
  const rows = await database
    .select()
    .from(products)
    .where(or(ilike(products.sku, `${escaped}%`), ilike(products.isbn13, `${escaped}%`), ilike(products.title, `%${escaped}%`)))
    .orderBy(asc(products.title), asc(products.sku))
    .limit(ADMIN_SEARCH_LIMIT);
  return rows.map(toAdminProduct);
}

export async function productForAdmin(sku: string, db?: Db): Promise<AdminProduct | null> {
  const database = db ?? (await getDb());
  const [row] = await database.select().from(products).where(eq(products.sku, sku)).limit(1);
  return row ? toAdminProduct(row) : null;
}

/**
 * Saves staff's changes to a product with its audit entry in one transaction, then refreshes its pages on both
 * sites so shoppers see the change at once (issue 9 cache freshness). Search and listings follow the catalogue
 * revision the update bumps.
 */
export async function updateProduct(actor: Actor, sku: string, edit: ProductEdit, db?: Db): Promise<AdminProduct> {
  const database = db ?? (await getDb());
  const { after } = await inTransaction(database, async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.sku, sku)).for('update');
    if (!row) throw new NotFoundError(`No product has the sku ${sku}.`, 'PRODUCT_NOT_FOUND');
    const [updated] = await tx
      .update(products)
      .set({
        listPriceUsd: edit.usd.list,
        regularPriceUsd: edit.usd.regular,
        salePriceUsd: edit.usd.sale,
        actualPriceUsd: actualPrice(edit.usd),
        listPriceCad: edit.cad.list,
        regularPriceCad: edit.cad.regular,
        salePriceCad: edit.cad.sale,
        actualPriceCad: actualPrice(edit.cad),
        stock: edit.stock,
        maxPurchaseQty: edit.maxPurchaseQty,
        domainRestrictions: edit.sites.map((site) => SITES[site].domain),
        tags: [...new Set(edit.tags)],
        updatedAt: new Date(),
      })
      .where(eq(products.id, row.id))
      .returning();
    const [was, is] = [toAdminProduct(row), toAdminProduct(updated!)];
    await recordChange(tx, actor, {
      action: 'product.update',
      entity: 'product',
      entityKey: sku,
      before: { ...was, updatedAt: undefined },
      after: { ...is, updatedAt: undefined },
    });
    return { before: was, after: is };
  });
  refreshStorefront([STOREFRONT_TAGS.product(sku), STOREFRONT_TAGS.listings]);
  return after;
}
