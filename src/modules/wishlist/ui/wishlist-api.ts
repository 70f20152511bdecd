import { createBrowserHttpClient } from '@/lib/http';
import type { SiteId } from '@/modules/regions';
import type { WishlistAnswer } from '../types';

const http = createBrowserHttpClient();

function asWishlistAnswer(body: unknown): WishlistAnswer {
  if (typeof body === 'object' && body !== null && 'wishlist' in body && Array.isArray((body as WishlistAnswer).wishlist)) return body as WishlistAnswer;
  throw new Error('The answer is not a wishlist');
}

/** Spec §7 wishlist calls with the session's bearer token. */
export const wishlistApi = {
  list: (site: SiteId) => http.json(`/api/wishlist?site=${site}`, { auth: true, parse: (body: unknown) => asWishlistAnswer(body) as Required<WishlistAnswer> }),
  addItem: (sku: string) => http.json('/api/wishlist/additem', { body: { sku }, auth: true, parse: asWishlistAnswer }),
  removeMultiple: (skus: string[]) => http.json('/api/wishlist/removeMultiple', { body: { skus }, auth: true, parse: asWishlistAnswer }),
};
