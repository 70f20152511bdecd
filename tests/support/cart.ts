/**
 * Test support for the cart's browser state: cart items and server answers shaped like the JSON contract, and
 * fast-check generators of consistent carts.
 */
import fc from 'fast-check';
import type { CartAnswer, CartDiscount, CartItem, CartProduct } from '@/modules/cart';

export function cartProduct(sku: string, overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    sku,
    title: `Book ${sku}`,
    url: `/product/book-${sku.toLowerCase()}/${sku}`,
    max_purchase_qty: 5,
    list_price_usd: 12.99,
    regular_price_usd: 10.99,
    sale_price_usd: 7.99,
    list_price_cad: 15.99,
    regular_price_cad: 13.99,
    sale_price_cad: 9.99,
    author: 'L. M. Montgomery',
    binding: 'Paperback',
    taxCode: 'PB',
    largeImageUrl: `/covers/${sku}.svg`,
    inStock: true,
    ...overrides,
  };
}

export function cartItem(sku: string, overrides: Partial<CartItem> = {}): CartItem {
  return {
    ...cartProduct(sku),
    sale_price_usd: 7.99,
    sale_price_cad: 9.99,
    finalPrice: 7.99,
    quantity: 1,
    savedForLater: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A server answer whose subtotal and count follow from its items, as the server computes them. */
export function cartAnswer({
  items = [],
  savedForLaterItems = [],
  discounts = [],
  couponCode = null,
  couponError = null,
  messages = [],
}: {
  items?: CartItem[];
  savedForLaterItems?: CartItem[];
  discounts?: CartDiscount[];
  couponCode?: string | null;
  couponError?: string | null;
  messages?: string[];
} = {}): CartAnswer {
  const itemsCents = items.reduce((sum, item) => sum + item.quantity * Math.round(item.finalPrice * 100), 0);
  const discountCents = discounts.reduce((sum, discount) => sum + Math.round(discount.value * 100), 0);
  const couponCents = discounts.filter((discount) => discount.type === 'coupon').reduce((sum, discount) => sum + Math.round(discount.value * 100), 0);
  return {
    cart: {
      customerId: 'customer-1',
      currency: 'usd',
      subtotal: Math.max(0, itemsCents - discountCents) / 100,
      couponTotalSaved: couponCents / 100,
      discounts,
      items,
    },
    savedForLaterItems,
    giftCards: [],
    cartCount: items.reduce((sum, item) => sum + item.quantity, 0),
    coupon: { code: couponCode, error: couponError },
    messages,
    freeShipping: { threshold: 35, remaining: 35 },
  };
}

/** A few skus, so generated operations keep meeting the same items. */
export const SKUS = ['9780000000001', '9780000000002', '9780000000003', '9780000000004'] as const;

const money = fc.integer({ min: 1, max: 99_99 }).map((cents) => cents / 100);
export const isoDateArbitrary = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }).map((time) => new Date(time).toISOString());

export const productArbitrary: fc.Arbitrary<CartProduct> = fc
  .record({
    sku: fc.constantFrom(...SKUS),
    // 0 is an item that cannot be bought (out of stock).
    max: fc.integer({ min: 0, max: 12 }),
    regular: money,
    sale: fc.option(money, { nil: null }),
  })
  .map(({ sku, max, regular, sale }) => cartProduct(sku, { max_purchase_qty: max, regular_price_usd: regular, sale_price_usd: sale }));

/** Whole, fractional, negative and non-numeric quantities, as a form could send them. */
export const quantityArbitrary = fc.oneof(
  fc.integer({ min: -3, max: 30 }),
  fc.double({ min: -5, max: 40 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
);

/** A consistent server cart: each sku once, quantities within their maximum, the saved list sorted by createdAt. */
export const answerArbitrary: fc.Arbitrary<CartAnswer> = fc
  .record({
    lines: fc.uniqueArray(
      fc.record({
        sku: fc.constantFrom(...SKUS),
        max: fc.integer({ min: 1, max: 12 }),
        wanted: fc.integer({ min: 1, max: 12 }),
        price: money,
        saved: fc.boolean(),
        createdAt: isoDateArbitrary,
      }),
      { selector: (line) => line.sku, maxLength: SKUS.length },
    ),
    // Coupons and promotions may exceed the items, which the subtotal floor has to absorb.
    discounts: fc.array(
      fc.record({
        type: fc.constantFrom('coupon' as const, 'promotion' as const),
        value: fc.integer({ min: 0, max: 300_00 }).map((cents) => cents / 100),
        label: fc.constant('Discount'),
      }),
      { maxLength: 3 },
    ),
  })
  .map(({ lines, discounts }) => {
    const items = lines.map((line) =>
      cartItem(line.sku, {
        max_purchase_qty: line.max,
        quantity: Math.min(line.wanted, line.max),
        finalPrice: line.price,
        sale_price_usd: line.price,
        savedForLater: line.saved,
        createdAt: line.createdAt,
      }),
    );
    const saved = items.filter((item) => item.savedForLater).sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    return cartAnswer({
      items: items.filter((item) => !item.savedForLater),
      savedForLaterItems: saved,
      discounts,
      couponCode: discounts.some((discount) => discount.type === 'coupon') ? 'SAVE' : null,
    });
  });
