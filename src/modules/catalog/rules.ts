/** Spec §5 rules. Pure: no I/O, no dates from the clock. */
import { SITES } from '@/modules/regions';

/** Lowercase, keep letters, digits and spaces, collapse spaces, join words with hyphens. */
export function productSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, '')
    .trim()
    .split(/ +/)
    .filter(Boolean)
    .join('-');
}

/** A product is available on a site only if its domain_restrictions include that site's domain. */
export function isAvailableInLocale(domainRestrictions: readonly string[], locale: string): boolean {
  const domain = Object.values(SITES).find((site) => site.locale === locale)?.domain;
  return domain !== undefined && domainRestrictions.includes(domain);
}

/** The price a product sells for: its sale price when it has one, else its regular price (import, back office, seed). */
export const actualPrice = (prices: { regular: number; sale: number | null }) => prices.sale ?? prices.regular;

/** Rounds half away from zero to `decimals` places (2 by default), without binary drift (1.005 → 1.01). */
export function roundTo(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  return sign * Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`);
}

/** The text form of {@link roundTo}, always with exactly `decimals` places. */
export function roundToText(value: number, decimals = 2): string {
  return roundTo(value, decimals).toFixed(decimals);
}

/** A cart quantity: a whole number from 0 up to the product's max_purchase_qty. */
export function capQuantity(quantity: number, maxPurchaseQty: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  const max = Math.max(0, Math.floor(maxPurchaseQty));
  return Math.min(Math.floor(quantity), max);
}

/** The subtotal is never negative. */
export function floorSubtotal(amount: number): number {
  return amount > 0 ? amount : 0;
}
