import { createBrowserHttpClient, HttpError } from '@/lib/http';
import type { SiteId } from '@/modules/regions';
import type { CheckoutQuote, PlacementAnswer } from '../types';

/** What became of a checkout, by its Idempotency-Key (GET /api/checkout/v1/orders/by-key/{key}). */
export interface CheckoutByKeyAnswer {
  order: { number: string; status: string };
  confirmationPath: string;
}

const http = createBrowserHttpClient();

export interface CheckoutRequest {
  site: SiteId;
  email: string;
  shippingAddress: Record<string, string> | null;
  shippingMethod: string;
  organization: string | null;
  giftCardCodes: string[];
  card: { number: string; expiry: string; cvc: string; name: string } | null;
  expectedTotal: number;
}

const asObject = <T>(body: unknown): T => {
  if (typeof body !== 'object' || body === null) throw new Error('The answer is not an object');
  return body as T;
};

/** The checkout JSON API from the browser; errors are shown on the page, not toasted. */
export const checkoutApi = {
  quote: (request: Omit<CheckoutRequest, 'email' | 'card' | 'expectedTotal'>) =>
    http.json<CheckoutQuote>('/api/checkout/v1/quote', { method: 'POST', body: request, auth: true, quiet: true, parse: asObject }),
  place: (request: CheckoutRequest, idempotencyKey: string) =>
    http.json<PlacementAnswer>('/api/checkout/v1/orders', {
      method: 'POST',
      body: request,
      auth: true,
      quiet: true,
      headers: { 'Idempotency-Key': idempotencyKey },
      parse: asObject,
    }),
  /** The order this key placed (404 none, 409 still being placed). */
  byKey: (idempotencyKey: string) =>
    http.json<CheckoutByKeyAnswer>(`/api/checkout/v1/orders/by-key/${encodeURIComponent(idempotencyKey)}`, { auth: true, quiet: true, parse: asObject }),
};

export { HttpError };
