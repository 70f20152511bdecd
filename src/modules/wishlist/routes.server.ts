import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { skuSchema, type ProductSummary } from '@/modules/catalog';
import { siteSchema } from '@/modules/regions/index.server';
import type { WishlistAnswer } from './types';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.server';

const prices = z.object({
  currency: z.enum(['USD', 'CAD']),
  list: z.number().int(),
  regular: z.number().int(),
  sale: z.number().int().nullable(),
  actual: z.number().int(),
});
const productSummarySchema = z.object({
  sku: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  authors: z.array(z.object({ firstName: z.string(), lastName: z.string(), slug: z.string(), role: z.enum(['author', 'illustrator', 'editor']) })),
  format: z.string(),
  department: z.string(),
  productType: z.enum(['book', 'toy', 'gift']),
  ageRange: z.string().nullable(),
  prices,
  inStock: z.boolean(),
  coverUrl: z.string(),
}) satisfies z.ZodType<ProductSummary>;
/** Every wishlist call answers the skus (spec §3 wishlist state); the list call the products too, prices in cents. */
const wishlistAnswerSchema = z.object({
  wishlist: z.array(z.string()),
  items: z.array(z.object({ product: productSummarySchema, addedAt: z.string() })).optional(),
}) satisfies z.ZodType<WishlistAnswer>;

const sku = skuSchema;
const noStore = { headers: { 'cache-control': 'no-store' } };

/** Spec §7 wishlist calls: signed-in customers only (a guest's token is refused), each answering the skus. */
export const wishlistRoutes = {
  list: apiRoute(
    {
      auth: 'customer',
      query: z.object({ site: siteSchema }),
      summary: "The customer's wishlist, with the products as sold on ?site=",
      response: { 200: wishlistAnswerSchema },
    },
    async ({ query, caller }) => NextResponse.json(await listWishlist(caller.userId, query.site), noStore),
  ),
  // The body is the item (spec §7); only its sku is read.
  addItem: apiRoute(
    { auth: 'customer', body: z.object({ sku }), summary: 'Add a product to the wishlist', response: { 200: wishlistAnswerSchema } },
    async ({ caller, body }) => NextResponse.json(await addToWishlist(caller.userId, body.sku), noStore),
  ),
  removeMultiple: apiRoute(
    {
      auth: 'customer',
      body: z.object({ skus: z.array(sku).max(500) }),
      summary: 'Remove products from the wishlist',
      response: { 200: wishlistAnswerSchema },
    },
    async ({ caller, body }) => NextResponse.json(await removeFromWishlist(caller.userId, body.skus), noStore),
  ),
};
