import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { skuSchema } from '@/modules/catalog';
import { eCardSchema } from '@/modules/giftcards/index.server';
import { siteSchema } from '@/modules/regions/index.server';
import { cartAnswerSchema } from './responses';
import { changeCart, getCart, moveCartToSite, type CartChange } from './cart.server';

/** Which site's cart: `?site=us` or `?site=ca` (the cart's currency follows). */
const siteQuery = z.object({ site: siteSchema });

const sku = skuSchema;
const quantity = z.number({ error: 'quantity must be a whole number from 1 to 99.' }).int({ error: 'quantity must be a whole number.' }).min(1).max(99);
const noStore = { headers: { 'cache-control': 'no-store' } };

/** Any session's cart (a guest's too): the bearer token names whose. Prices in requests are never read. */
function cartChange<TParams extends z.ZodType, TBody extends z.ZodType>(
  options: { params?: TParams; body?: TBody; summary: string },
  change: (params: z.infer<TParams>, body: z.infer<TBody>) => CartChange,
) {
  return apiRoute({ ...options, auth: 'session', query: siteQuery, response: { 200: cartAnswerSchema } }, async ({ query, caller, params, body }) =>
    NextResponse.json(await changeCart(caller.userId, query.site, change(params, body)), noStore),
  );
}

const skuParams = z.object({ sku });

export const cartRoutes = {
  get: apiRoute(
    { auth: 'session', query: siteQuery, summary: "The session's cart on a site", response: { 200: cartAnswerSchema } },
    async ({ query, caller }) => NextResponse.json(await getCart(caller.userId, query.site), noStore),
  ),
  add: cartChange({ summary: 'Add a product', body: z.object({ sku, quantity: quantity.default(1) }) }, (_params, body) => ({
    kind: 'add',
    sku: body.sku,
    quantity: body.quantity,
  })),
  update: cartChange(
    {
      summary: 'Change the quantity of a line, or save it for later',
      params: skuParams,
      body: z
        .object({ quantity: quantity.optional(), savedForLater: z.boolean().optional() })
        .refine((fields) => (fields.quantity === undefined) !== (fields.savedForLater === undefined), { error: 'Send either quantity or savedForLater.' }),
    },
    (params, body): CartChange =>
      body.quantity !== undefined
        ? { kind: 'set-quantity', sku: params.sku, quantity: body.quantity }
        : { kind: 'save-for-later', sku: params.sku, saved: body.savedForLater! },
  ),
  remove: cartChange({ summary: 'Remove a line', params: skuParams }, (params) => ({ kind: 'remove', sku: params.sku })),
  applyCoupon: cartChange(
    { summary: 'Apply a coupon code', body: z.object({ code: z.string().trim().min(1, { error: 'Enter a code.' }).max(40) }) },
    (_params, body) => ({
      kind: 'apply-coupon',
      code: body.code,
    }),
  ),
  removeCoupon: cartChange({ summary: 'Remove the coupon' }, () => ({ kind: 'remove-coupon' })),
  addGiftCard: cartChange({ summary: 'Add an eCard', body: eCardSchema }, (_params, body) => ({ kind: 'add-gift-card', card: body })),
  /** The locale switch (spec §4): the cart of `from` moves to `to`; what cannot go stays, saved for later, with messages. */
  moveToSite: apiRoute(
    {
      summary: "Move the cart to another site's (the locale switch)",
      response: { 200: cartAnswerSchema },
      auth: 'session',
      body: z.object({ from: siteSchema, to: siteSchema }).refine((sites) => sites.from !== sites.to, { error: 'from and to must be different sites.' }),
    },
    async ({ caller, body }) => NextResponse.json(await moveCartToSite(caller.userId, body.from, body.to), noStore),
  ),
  removeGiftCard: cartChange(
    {
      summary: 'Remove an eCard',
      params: z.object({ id: z.coerce.number({ error: 'id must be an eCard id.' }).int().positive({ error: 'id must be an eCard id.' }) }),
    },
    (params) => ({ kind: 'remove-gift-card', id: params.id }),
  ),
};
