import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db';
import { products } from './schema';

/** What a cart needs of a product to price and limit a line (the cart's read model of the catalogue). */
export interface CartProduct {
  productId: number;
  sku: string;
  title: string;
  maxPurchaseQty: number;
  stock: number;
  format: string;
  taxCode: string;
  authorNames: string;
  domains: string[];
  listPriceUsd: number;
  regularPriceUsd: number;
  salePriceUsd: number | null;
  actualPriceUsd: number;
  listPriceCad: number;
  regularPriceCad: number;
  salePriceCad: number | null;
  actualPriceCad: number;
}

const cartProductColumns = {
  productId: products.id,
  sku: products.sku,
  title: products.title,
  maxPurchaseQty: products.maxPurchaseQty,
  stock: products.stock,
  format: products.format,
  taxCode: products.taxCode,
  authorNames: products.authorNames,
  domains: products.domainRestrictions,
  listPriceUsd: products.listPriceUsd,
  regularPriceUsd: products.regularPriceUsd,
  salePriceUsd: products.salePriceUsd,
  actualPriceUsd: products.actualPriceUsd,
  listPriceCad: products.listPriceCad,
  regularPriceCad: products.regularPriceCad,
  salePriceCad: products.salePriceCad,
  actualPriceCad: products.actualPriceCad,
};

export async function cartProductBySku(tx: Db, sku: string): Promise<CartProduct | null> {
  const [row] = await tx.select(cartProductColumns).from(products).where(eq(products.sku, sku)).limit(1);
  return row ?? null;
}

/** The products of these ids, by id (ids of products that no longer exist are left out). */
export async function cartProductsByIds(tx: Db, productIds: readonly number[]): Promise<Map<number, CartProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select(cartProductColumns)
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.productId, row]));
}
