import 'server-only';
import { STOREFRONT_TAGS, taggedLoader } from '@/lib/storefront-cache';
import type { SiteId } from '@/modules/regions';
import { getCategoryCounts, getList, getLists, getNewArrivals, getProduct, getRelatedProducts } from './catalog.server';

/**
 * The catalogue as the cached storefront pages read it: each loader tags the page that calls it, so a back-office
 * change or an import refreshes exactly those pages (STOREFRONT_TAGS), within seconds and without a rebuild.
 */
export const productForPage = taggedLoader(
  'product-page',
  (sku: string, site: SiteId) => getProduct(sku, site),
  (sku) => [STOREFRONT_TAGS.product(sku), STOREFRONT_TAGS.products],
);

export const relatedForPage = taggedLoader(
  'related-products',
  async (sku: string, site: SiteId, limit: number) => {
    const product = await getProduct(sku, site);
    return product ? getRelatedProducts(product, site, limit) : [];
  },
  () => [STOREFRONT_TAGS.listings],
);

export const homeShelves = taggedLoader(
  'home-shelves',
  async (site: SiteId) => {
    const [newArrivals, bestsellers, curatedLists] = await Promise.all([
      getNewArrivals(site, 12),
      getList(site, 'bestseller', 'overall', 12),
      getLists(site, 'curated'),
    ]);
    const featuredLists = await Promise.all(curatedLists.slice(0, 3).map((list) => getList(site, 'curated', list.slug, 6)));
    return { newArrivals, bestsellers, featuredLists };
  },
  (site) => [STOREFRONT_TAGS.listings, STOREFRONT_TAGS.lists(site)],
);

export const categoryCountsForPage = taggedLoader(
  'category-counts',
  (site: SiteId) => getCategoryCounts(site),
  () => [STOREFRONT_TAGS.listings],
);
