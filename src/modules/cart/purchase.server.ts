import 'server-only';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import type { SiteId } from '@/modules/regions';
import { cartItems, carts, coupons } from './schema';

/**
 * Counts one use of a coupon, only while it has uses left: of concurrent orders with a one-use coupon, one counts it.
 * Answers whether it was counted.
 */
export async function countCouponUse(tx: Db, code: string): Promise<boolean> {
  const counted = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.code, code), or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`)))
    .returning({ code: coupons.code });
  return counted.length > 0;
}

/** An order that gave its coupon back frees the use it counted. */
export async function releaseCouponUse(tx: Db, code: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.code, code));
}

/**
 * After an order is paid: the products it bought leave the person's cart on its site (saved-for-later stays), with the
 * coupon when the order used it. Answers the cart's id (locked until the transaction ends), or null when there is none.
 */
export async function clearPurchasedLines(
  tx: Db,
  purchase: { userId: string; site: SiteId; productIds: number[]; couponCode: string | null },
  now: Date,
): Promise<number | null> {
  const [cart] = await tx
    .select({ id: carts.id, couponCode: carts.couponCode })
    .from(carts)
    .where(and(eq(carts.userId, purchase.userId), eq(carts.site, purchase.site)))
    .for('update');
  if (!cart) return null;
  if (purchase.productIds.length > 0)
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.savedForLater, false), inArray(cartItems.productId, purchase.productIds)));
  if (purchase.couponCode && cart.couponCode === purchase.couponCode)
    await tx.update(carts).set({ couponCode: null, updatedAt: now }).where(eq(carts.id, cart.id));
  return cart.id;
}
