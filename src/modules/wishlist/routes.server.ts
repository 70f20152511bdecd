import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { requireSiteId } from '@/modules/regions';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.server';

const sku = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{1,40}$/, { error: 'sku must be a product code.' });
const noStore = { headers: { 'cache-control': 'no-store' } };

/** Spec §7 wishlist calls: signed-in customers only (a guest's token is refused), each answering the skus. */
export const wishlistRoutes = {
  list: apiRoute({ auth: 'customer' }, async ({ request, caller }) => {
    const site = requireSiteId(request.nextUrl.searchParams.get('site') ?? 'us');
    return NextResponse.json(await listWishlist(caller.userId, site), noStore);
  }),
  // The body is the item (spec §7); only its sku is read.
  addItem: apiRoute({ auth: 'customer', body: z.object({ sku }) }, async ({ caller, body }) =>
    NextResponse.json(await addToWishlist(caller.userId, body.sku), noStore),
  ),
  removeMultiple: apiRoute({ auth: 'customer', body: z.object({ skus: z.array(sku).max(500) }) }, async ({ caller, body }) =>
    NextResponse.json(await removeFromWishlist(caller.userId, body.skus), noStore),
  ),
};
