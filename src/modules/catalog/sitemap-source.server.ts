import 'server-only';
import { and, arrayContains, asc, gt, gte, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/db';
import { SITES, type SiteId } from '@/modules/regions';
import { productPath } from './presentation';
import { products } from './schema';

const soldOn = (site: SiteId) => arrayContains(products.domainRestrictions, [SITES[site].domain]);

/** One stretch of the products sold on a site, in id order, `perPart` to a part (a sitemap file). */
export interface ProductPart {
  part: number;
  products: number;
  /** The latest change to any of its products. */
  lastModified: Date | null;
}

export interface ProductPageLink {
  path: string;
  lastModified: Date;
}

/** The parts of the products sold on a site, `perPart` products to a part, in id order. */
export async function soldProductParts(db: Db, site: SiteId, perPart: number): Promise<ProductPart[]> {
  const rows = await queryRows<{ part: number; products: number; last_modified: Date | string | null }>(
    db,
    sql`SELECT part, count(*)::int AS products, max(updated_at) AS last_modified
        FROM (SELECT ((row_number() OVER (ORDER BY ${products.id}) - 1) / ${perPart} + 1)::int AS part, ${products.updatedAt} AS updated_at
              FROM ${products} WHERE ${soldOn(site)}) AS numbered
        GROUP BY part ORDER BY part`,
  );
  return rows.map((row) => ({
    part: Number(row.part),
    products: Number(row.products),
    lastModified: row.last_modified === null ? null : new Date(row.last_modified),
  }));
}

/**
 * The product pages of one part (see `soldProductParts`), read `batch` at a time as they are consumed, so a part of
 * 50,000 never sits in memory whole; null when the site has no such part.
 */
export async function soldProductPageLinks(
  db: Db,
  site: SiteId,
  part: number,
  { perPart, batch }: { perPart: number; batch: number },
): Promise<AsyncIterable<ProductPageLink> | null> {
  const [first] = await db
    .select({ id: products.id })
    .from(products)
    .where(soldOn(site))
    .orderBy(asc(products.id))
    .offset((part - 1) * perPart)
    .limit(1);
  if (!first) return null;
  return (async function* () {
    let from: SQL = gte(products.id, first.id);
    for (let left = perPart; left > 0;) {
      const size = Math.min(batch, left);
      const rows = await db
        .select({ id: products.id, sku: products.sku, title: products.title, updatedAt: products.updatedAt })
        .from(products)
        .where(and(soldOn(site), from))
        .orderBy(asc(products.id))
        .limit(size);
      for (const row of rows) yield { path: productPath(site, row.title, row.sku), lastModified: row.updatedAt };
      if (rows.length < size) return;
      left -= rows.length;
      from = gt(products.id, rows.at(-1)!.id);
    }
  })();
}
