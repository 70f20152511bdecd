import { SITES, type SiteId } from '@/modules/regions';
import type { AnalyticsProduct } from './events';

/**
 * What the call sites hold, as analytics products. A file of its own, so components that import these with the
 * helpers of `client.ts` carry nothing else of the analytics module on first load.
 */

/** The line of a cart answer (`CartItem`) as an analytics product: the actual price in the site's currency (spec §7). */
export function cartItemForAnalytics(site: SiteId, item: { sku: string; title: string; sale_price_usd: number; sale_price_cad: number }): AnalyticsProduct {
  const price = `sale_price_${SITES[site].currency.toLowerCase()}` as 'sale_price_usd' | 'sale_price_cad';
  return { sku: item.sku, title: item.title, price: item[price] };
}

/** A catalogue product (`ProductSummary`, prices in cents of the page's site) as an analytics product. */
export function productForAnalytics(product: { sku: string; title: string; department?: string; prices: { actual: number } }): AnalyticsProduct {
  return { sku: product.sku, title: product.title, price: product.prices.actual / 100, ...(product.department ? { category: product.department } : {}) };
}
