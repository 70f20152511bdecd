import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import type { ProductSummary } from '@/modules/catalog';
import { apiRoute } from '@/lib/api/handler';
import { requireSiteId } from '@/modules/regions';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.server';
import type { WishlistAnswer } from './types';

const sku = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{1,40}$/, { error: 'sku must be a product code.' });
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
const noStore = { headers: { 'cache-control': 'no-store' } };

/** Spec §7 wishlist calls: signed-in customers only (a guest's token is refused), each answering the skus. */
export const wishlistRoutes = {
  list: apiRoute(
    { auth: 'customer', summary: "The customer's wishlist, with the products as sold on ?site=", response: { 200: wishlistAnswerSchema } },
    async ({ request, caller }) => {
      const site = requireSiteId(request.nextUrl.searchParams.get('site') ?? 'us');
      return NextResponse.json(await listWishlist(caller.userId, site), noStore);
    },
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
