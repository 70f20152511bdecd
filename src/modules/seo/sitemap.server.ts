import 'server-only';
import { getDb, type Db } from '@/db';
import { getCategoryCounts, getLists, soldProductPageLinks, soldProductParts, type ProductPart } from '@/modules/catalog/index.server';
import type { SiteId } from '@/modules/regions';
import { sitePagePaths, URLS_PER_SITEMAP, type SitemapEntry } from './sitemap';

export interface SitemapLayout {
  /** Products in one file. */
  perFile: number;
  /** Products read at a time, so a file of 50,000 never holds them all in memory. */
  batch: number;
}

const LAYOUT: SitemapLayout = { perFile: URLS_PER_SITEMAP, batch: 5_000 };

export type ProductSitemapPart = ProductPart;

/** The product files of a site's sitemap: products sold there, in id order, `perFile` to a file. */
export async function productSitemapParts(site: SiteId, db?: Db, { perFile } = LAYOUT): Promise<ProductSitemapPart[]> {
  return soldProductParts(db ?? (await getDb()), site, perFile);
}

/**
 * The products of one file of a site's sitemap, read in batches as the file is written; null when the site has no
 * such file.
 */
export async function productSitemapEntries(site: SiteId, part: number, db?: Db, { perFile, batch } = LAYOUT): Promise<AsyncIterable<SitemapEntry> | null> {
  return soldProductPageLinks(db ?? (await getDb()), site, part, { perPart: perFile, batch });
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
