import 'server-only';
import { and, arrayContains, asc, gt, gte, sql, type SQL } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/db';
import { productPath } from '@/modules/catalog';
import { getCategoryCounts, getLists } from '@/modules/catalog/index.server';
import { products } from '@/modules/catalog/schema';
import { SITES, type SiteId } from '@/modules/regions';
import { sitePagePaths, URLS_PER_SITEMAP, type SitemapEntry } from './sitemap';

const soldOn = (site: SiteId) => arrayContains(products.domainRestrictions, [SITES[site].domain]);

export interface SitemapLayout {
  /** Products in one file. */
  perFile: number;
  /** Products read at a time, so a file of 50,000 never holds them all in memory. */
  batch: number;
}

const LAYOUT: SitemapLayout = { perFile: URLS_PER_SITEMAP, batch: 5_000 };

export interface ProductSitemapPart {
  part: number;
  products: number;
  /** The latest change to any of its products. */
  lastModified: Date | null;
}

const toPart = (row: { part: number; products: number; last_modified: Date | string | null }): ProductSitemapPart => ({
  part: Number(row.part),
  products: Number(row.products),
  lastModified: row.last_modified === null ? null : new Date(row.last_modified),
});

const toEntry =
  (site: SiteId) =>
  (row: { sku: string; title: string; updatedAt: Date }): SitemapEntry => ({
    path: productPath(site, row.title, row.sku),
    lastModified: row.updatedAt,
  });

/** The product files of a site's sitemap: products sold there, in id order, `perFile` to a file. */
export async function productSitemapParts(site: SiteId, db?: Db, { perFile } = LAYOUT): Promise<ProductSitemapPart[]> {
  const database = db ?? (await getDb());
  const rows = await queryRows<{ part: number; products: number; last_modified: Date | string | null }>(
    database,
    sql`SELECT part, count(*)::int AS products, max(updated_at) AS last_modified
        FROM (SELECT ((row_number() OVER (ORDER BY ${products.id}) - 1) / ${perFile} + 1)::int AS part, ${products.updatedAt} AS updated_at
              FROM ${products} WHERE ${soldOn(site)}) AS numbered
        GROUP BY part ORDER BY part`,
  );
  return rows.map(toPart);
}

/**
 * The products of one file of a site's sitemap, read in batches as the file is written; null when the site has no
 * such file.
 */
export async function productSitemapEntries(site: SiteId, part: number, db?: Db, { perFile, batch } = LAYOUT): Promise<AsyncIterable<SitemapEntry> | null> {
  const database = db ?? (await getDb());
  const [first] = await database
    .select({ id: products.id })
    .from(products)
    .where(soldOn(site))
    .orderBy(asc(products.id))
    .offset((part - 1) * perFile)
    .limit(1);
  if (!first) return null;
  const entry = toEntry(site);
  return (async function* () {
    let from: SQL = gte(products.id, first.id);
    for (let left = perFile; left > 0;) {
      const size = Math.min(batch, left);
      const rows = await database
        .select({ id: products.id, sku: products.sku, title: products.title, updatedAt: products.updatedAt })
        .from(products)
        .where(and(soldOn(site), from))
        .orderBy(asc(products.id))
        .limit(size);
      for (const row of rows) yield entry(row);
      if (rows.length < size) return;
      left -= rows.length;
      from = gt(products.id, rows.at(-1)!.id);
    }
  })();
}

/** The site's own pages for its sitemap: fixed pages, its curated and bestseller lists, categories and subjects. */
export async function sitePageEntries(site: SiteId, db?: Db): Promise<SitemapEntry[]> {
  const database = db ?? (await getDb());
  const curated = await getLists(site, 'curated', database);
  const bestsellers = await getLists(site, 'bestseller', database);
  const categories = await getCategoryCounts(site, database);
  const named = (name: string) => name !== '';
  const paths = sitePagePaths(site, {
    curatedLists: curated.map((list) => list.slug),
    bestsellerLists: bestsellers.map((list) => list.slug),
    categories: categories.map((entry) => entry.category).filter(named),
    subjects: categories.flatMap((entry) => entry.subjects.map((subject) => subject.subject)).filter(named),
  });
  return paths.map((path) => ({ path }));
}
