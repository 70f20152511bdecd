/** How the server prices a cart (pure, integer cents): items, promotions, coupon, subtotal floor (spec §4, §5). */
import { floorSubtotal } from '@/modules/catalog';

export interface PricedLine {
  quantity: number;
  /** The unit price charged: the sale price, else the regular price, in the cart's currency. */
  unitCents: number;
  format: string;
  savedForLater: boolean;
}

export interface CouponRule {
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  percentOff: number | null;
  /** In the cart's currency. */
  amountOffCents: number | null;
  minSubtotalCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  active: boolean;
  /** One order per customer (account and email address). */
  oncePerCustomer: boolean;
  /** Whether this customer (the cart's person) has already used it. */
  usedByCustomer: boolean;
}

export interface PromotionRule {
  label: string;
  format: string;
  minQuantity: number;
  percentOff: number;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
}

export interface PricedDiscount {
  type: 'coupon' | 'promotion';
  valueCents: number;
  label: string;
  /** A promotion's format: checkout spreads it over the lines of that format only. Null for a coupon. */
  format: string | null;
}

export interface CartTotals {
  itemsCents: number;
  discounts: PricedDiscount[];
  couponCents: number;
  subtotalCents: number;
  /** Why the coupon gives nothing, for the shopper; null when it applies or there is none. */
  couponError: string | null;
}

const inWindow = (rule: { startsAt: Date | null; endsAt: Date | null; active: boolean }, now: Date) =>
  rule.active && (!rule.startsAt || rule.startsAt <= now) && (!rule.endsAt || now < rule.endsAt);

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

export function itemsTotal(lines: PricedLine[]): number {
  return lines.filter((line) => !line.savedForLater).reduce((sum, line) => sum + line.quantity * line.unitCents, 0);
}

/**
 * Automatic promotions: each one whose format has enough units in the cart takes its percentage off those units. Two
 * promotions on the same format never take more than those units cost.
 */
export function promotionDiscounts(lines: PricedLine[], promotions: PromotionRule[], now: Date): PricedDiscount[] {
  const active = lines.filter((line) => !line.savedForLater);
  const leftByFormat = new Map<string, number>();
  for (const line of active) leftByFormat.set(line.format, (leftByFormat.get(line.format) ?? 0) + line.quantity * line.unitCents);
  return promotions.flatMap((promotion) => {
    if (!inWindow(promotion, now)) return [];
    const matching = active.filter((line) => line.format === promotion.format);
    const units = matching.reduce((sum, line) => sum + line.quantity, 0);
    if (units < promotion.minQuantity) return [];
    const worth = matching.reduce((sum, line) => sum + line.quantity * line.unitCents, 0);
    const left = leftByFormat.get(promotion.format) ?? 0;
    const cents = Math.min(percentOf(worth, promotion.percentOff), left);
    leftByFormat.set(promotion.format, left - cents);
    return cents > 0 ? [{ type: 'promotion' as const, valueCents: cents, label: promotion.label, format: promotion.format }] : [];
  });
}

export const ONCE_PER_CUSTOMER_MESSAGE = 'You have already used this code: it can be used once per customer.';

/**
 * The keys a once-per-customer coupon is counted under: the person's account (or guest session) and the order's email
 * address as compared (trimmed, lowercased, without a `+tag`), so neither a new guest session nor a tagged address
 * gives a second use.
 */
export function couponCustomerKeys(userId: string, email: string | null): string[] {
  const address = email
    ?.trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');
  return [`account:${userId}`, ...(address ? [`email:${address}`] : [])];
}

/** Whether a coupon may be used now on items worth `itemsCents`, and the message when not. */
export function couponProblem(coupon: CouponRule | null, itemsCents: number, now: Date, formatMinimum: (cents: number) => string): string | null {
  if (!coupon || !coupon.active) return 'This code is not valid. Check it and try again.';
  if (coupon.startsAt && now < coupon.startsAt) return 'This code is not valid yet.';
  if (coupon.endsAt && now >= coupon.endsAt) return 'This code has expired.';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'This code has been used up.';
  if (coupon.oncePerCustomer && coupon.usedByCustomer) return ONCE_PER_CUSTOMER_MESSAGE;
  if (itemsCents < coupon.minSubtotalCents) return `This code needs items worth at least ${formatMinimum(coupon.minSubtotalCents)}.`;
  return null;
}

/**
 * Items, then promotions, then the coupon on what is left; subtotal = items − coupon − promotions, floored at 0. A
 * coupon that does not apply gives nothing and says why.
 */
export function cartTotals(
  lines: PricedLine[],
  coupon: CouponRule | null,
  couponCode: string | null,
  promotions: PromotionRule[],
  now: Date,
  formatMinimum: (cents: number) => string,
): CartTotals {
  const itemsCents = itemsTotal(lines);
  const promotionsApplied = promotionDiscounts(lines, promotions, now);
  const promotionCents = promotionsApplied.reduce((sum, discount) => sum + discount.valueCents, 0);
  let couponCents = 0;
  let couponError: string | null = null;
  if (couponCode) {
    couponError = couponProblem(coupon, itemsCents, now, formatMinimum);
    if (!couponError && coupon) {
      const remaining = Math.max(0, itemsCents - promotionCents);
      couponCents = coupon.kind === 'percent' ? percentOf(remaining, coupon.percentOff ?? 0) : Math.min(coupon.amountOffCents ?? 0, remaining);
    }
  }
  const discounts: PricedDiscount[] = [
    ...(couponCents > 0 && coupon ? [{ type: 'coupon' as const, valueCents: couponCents, label: `${coupon.code}: ${coupon.description}`, format: null }] : []),
    ...promotionsApplied,
  ];
  return { itemsCents, discounts, couponCents, subtotalCents: floorSubtotal(itemsCents - couponCents - promotionCents), couponError };
}
