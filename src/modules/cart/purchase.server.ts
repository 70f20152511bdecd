import 'server-only';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import type { SiteId } from '@/modules/regions';
import { couponCustomerKeys } from './pricing';
import { couponRedemptions, cartItems, carts, coupons } from './schema';

/**
 * Counts one use of a coupon by an order, only while it has uses left (of concurrent orders with a one-use coupon, one
 * counts it) and, for a once-per-customer coupon, only when neither the person's account nor the order's email has
 * used it (a unique row per coupon and customer key: of two concurrent orders of one customer, one counts it).
 */
export async function countCouponUse(
  tx: Db,
  code: string,
  use: { orderId: number; userId: string; email: string },
): Promise<'counted' | 'used-up' | 'used-by-customer'> {
  const counted = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.code, code), or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`)))
    .returning({ oncePerCustomer: coupons.oncePerCustomer });
  if (counted.length === 0) return 'used-up';
  if (!counted[0]!.oncePerCustomer) return 'counted';
  const keys = couponCustomerKeys(use.userId, use.email);
  const held = await tx
    .insert(couponRedemptions)
    .values(keys.map((customer) => ({ code, customer, orderId: use.orderId })))
    .onConflictDoNothing()
    .returning({ customer: couponRedemptions.customer });
  return held.length === keys.length ? 'counted' : 'used-by-customer';
}

/** An order that gave its coupon back frees the use it counted, and its customer's once-per-customer use. */
export async function releaseCouponUse(tx: Db, code: string, orderId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.code, code));
  await tx.delete(couponRedemptions).where(and(eq(couponRedemptions.code, code), eq(couponRedemptions.orderId, orderId)));
}

/** The version of the person's cart on this site (carts.version; 0 before it has one). */
export async function cartVersion(db: Db, userId: string, site: SiteId): Promise<number> {
  const [cart] = await db
    .select({ version: carts.version })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.site, site)));
  return cart?.version ?? 0;
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
  // A purchase out of the cart is a new version of it: an older checkout attempt of it can no longer place or pay.
  await tx
    .update(carts)
    .set({ version: sql`${carts.version} + 1` })
    .where(eq(carts.id, cart.id));
  if (purchase.productIds.length > 0)
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.savedForLater, false), inArray(cartItems.productId, purchase.productIds)));
  if (purchase.couponCode && cart.couponCode === purchase.couponCode)
    await tx.update(carts).set({ couponCode: null, updatedAt: now }).where(eq(carts.id, cart.id));
  return cart.id;
}
