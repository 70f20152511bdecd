import { createBrowserHttpClient } from '@/lib/http';
import type { SiteId } from '@/modules/regions';
import type { ECardInput } from '@/modules/giftcards';
import type { CartAnswer } from '../types';

const http = createBrowserHttpClient();

function asCartAnswer(body: unknown): CartAnswer {
  if (typeof body === 'object' && body !== null && 'cart' in body && 'cartCount' in body) return body as CartAnswer;
  throw new Error('The answer is not a cart');
}

// A guest's token can be missing for a moment on a first visit: no trip to the login page for a cart call.
function call(site: SiteId, path: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = 'GET', body?: unknown): Promise<CartAnswer> {
  return http.json(`/api/cart/v1${path}?site=${site}`, { method, body, auth: true, redirectOnUnauthorized: false, parse: asCartAnswer });
}

const item = (sku: string) => `/items/${encodeURIComponent(sku)}`;

/** The cart JSON API from the browser (bearer token of the session, errors toasted by the HTTP client). */
export const cartApi = {
  get: (site: SiteId) => call(site, ''),
  add: (site: SiteId, sku: string, quantity: number) => call(site, '/items', 'POST', { sku, quantity }),
  setQuantity: (site: SiteId, sku: string, quantity: number) => call(site, item(sku), 'PATCH', { quantity }),
  setSavedForLater: (site: SiteId, sku: string, savedForLater: boolean) => call(site, item(sku), 'PATCH', { savedForLater }),
  remove: (site: SiteId, sku: string) => call(site, item(sku), 'DELETE'),
  applyCoupon: (site: SiteId, code: string) => call(site, '/coupon', 'POST', { code }),
  removeCoupon: (site: SiteId) => call(site, '/coupon', 'DELETE'),
  addGiftCard: (site: SiteId, card: ECardInput) => call(site, '/gift-cards', 'POST', card),
  removeGiftCard: (site: SiteId, id: number) => call(site, `/gift-cards/${id}`, 'DELETE'),
  moveToSite: (from: SiteId, to: SiteId) =>
    http.json('/api/cart/v1/move-to-site', { method: 'POST', body: { from, to }, auth: true, redirectOnUnauthorized: false, parse: asCartAnswer }),
};
