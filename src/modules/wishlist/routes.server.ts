import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { skuSchema } from '@/modules/catalog';
import { siteSchema } from '@/modules/regions/index.server';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.server';

const sku = skuSchema;
const noStore = { headers: { 'cache-control': 'no-store' } };

/** Spec §7 wishlist calls: signed-in customers only (a guest's token is refused), each answering the skus. */
export const wishlistRoutes = {
  list: apiRoute({ auth: 'customer', query: z.object({ site: siteSchema }) }, async ({ query, caller }) =>
    NextResponse.json(await listWishlist(caller.userId, query.site), noStore),
  ),
  // The body is the item (spec §7); only its sku is read.
  addItem: apiRoute({ auth: 'customer', body: z.object({ sku }) }, async ({ caller, body }) =>
    NextResponse.json(await addToWishlist(caller.userId, body.sku), noStore),
  ),
  removeMultiple: apiRoute({ auth: 'customer', body: z.object({ skus: z.array(sku).max(500) }) }, async ({ caller, body }) =>
    NextResponse.json(await removeFromWishlist(caller.userId, body.skus), noStore),
  ),
};
