import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';

/**
 * The cache tags of the storefront's cached pages (DESIGN §7: catalogue pages are cached HTML, revalidated by tag).
 * A page that renders tagged data carries its tags, so refreshing a tag re-renders exactly the pages that showed it.
 */
export const STOREFRONT_TAGS = {
  /** One product's page. */
  product: (sku: string) => `product:${sku}`,
  /** Every product page (a catalogue import). */
  products: 'products',
  /** Pages that list products with their prices: home rails, gift guides, categories. */
  listings: 'listings',
  /** A site's curated and bestseller lists. */
  lists: (site: string) => `lists:${site}`,
  /** A site's featured organization (home and help pages). */
  featuredOrganization: (site: string) => `featured-organization:${site}`,
} as const;

/** Inside a Next server; tests and command-line scripts have no page cache to fill or refresh. */
const inNextServer = () => Boolean(process.env.NEXT_RUNTIME);

/**
 * Wraps a loader of storefront data so the page that calls it carries `tags` (and its result is kept in Next's data
 * cache until one of them is refreshed). The result must survive JSON: plain objects, strings and numbers.
 */
export function taggedLoader<Args extends Array<string | number>, Result>(
  name: string,
  load: (...args: Args) => Promise<Result>,
  tags: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return (...args: Args) => (inNextServer() ? unstable_cache(() => load(...args), [name, ...args.map(String)], { tags: tags(...args) })() : load(...args));
}

/**
 * Expires the tagged pages and data at once (not stale-while-revalidate): staff expect their change on the next view.
 * Call it after the change has committed.
 */
export function refreshStorefront(tags: string[]): void {
  if (!inNextServer()) return;
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
}
