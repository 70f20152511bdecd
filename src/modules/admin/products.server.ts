import 'server-only';
import { type Db, getDb, inTransaction } from '@/db';
import { NotFoundError } from '@/lib/errors';
import { refreshStorefront, STOREFRONT_TAGS } from '@/lib/storefront-cache';
import { actualPrice } from '@/modules/catalog';
import { changeProductForStaff, findProductsForStaff, productForStaff, type StaffProduct } from '@/modules/catalog/index.server';
import { recordChange, type Actor } from './audit.server';
import { ADMIN_SEARCH_LIMIT, type ProductEdit } from './product-rules';

export type AdminProduct = StaffProduct;

/** Products whose sku or ISBN starts with the words, or whose title contains them; by title. */
export async function findProductsForAdmin(typed: string, db?: Db): Promise<AdminProduct[]> {
  return findProductsForStaff(db ?? (await getDb()), typed, ADMIN_SEARCH_LIMIT);
}

export async function productForAdmin(sku: string, db?: Db): Promise<AdminProduct | null> {
  return productForStaff(db ?? (await getDb()), sku);
}

/**
 * Saves staff's changes to a product with its audit entry in one transaction, then refreshes its pages on both
 * sites so shoppers see the change at once (issue 9 cache freshness). Search and listings follow the catalogue
 * revision the update bumps.
 */
export async function updateProduct(actor: Actor, sku: string, edit: ProductEdit, db?: Db): Promise<AdminProduct> {
  const database = db ?? (await getDb());
  const { after } = await inTransaction(database, async (tx) => {
    const changed = await changeProductForStaff(tx, sku, {
      ...edit,
      usd: { ...edit.usd, actual: actualPrice(edit.usd) },
      cad: { ...edit.cad, actual: actualPrice(edit.cad) },
    });
    if (!changed) throw new NotFoundError(`No product has the sku ${sku}.`, 'PRODUCT_NOT_FOUND');
    const [was, is] = [changed.before, changed.after];
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
