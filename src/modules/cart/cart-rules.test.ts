import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartQuantity,
  cartSubtotal,
  cartUnitCount,
  changeQuantity,
  removeFromCart,
  toggleSavedForLater,
  unitPrice,
  type CartLines,
} from './cart-rules';
import { cartItem, cartProduct } from '../../../tests/support/cart';

const NOW = '2026-03-01T12:00:00.000Z';
const empty: CartLines = { items: [], savedForLaterItems: [] };

describe('adding to the cart (spec §4)', () => {
  it('appends a new sku with the quantity asked for, priced at the sale price in the cart currency', () => {
    const lines = addToCart({ items: [cartItem('A')], savedForLaterItems: [] }, cartProduct('B'), 2, 'usd', NOW);
    expect(lines.items.map((item) => item.sku)).toEqual(['A', 'B']);
    expect(lines.items[1]).toMatchObject({ sku: 'B', quantity: 2, finalPrice: 7.99, savedForLater: false, createdAt: NOW });
    expect(addToCart(empty, cartProduct('B'), 1, 'cad', NOW).items[0]?.finalPrice).toBe(9.99);
  });

  it('falls back to the regular price when the product has no sale price, and stores that as the sale price', () => {
    const product = cartProduct('B', { sale_price_usd: null, regular_price_usd: 10.99, sale_price_cad: null, regular_price_cad: 13.99 });
    const [item] = addToCart(empty, product, 1, 'usd', NOW).items;
    expect(item).toMatchObject({ finalPrice: 10.99, sale_price_usd: 10.99, sale_price_cad: 13.99 });
    expect(unitPrice(product, 'cad')).toBe(13.99);
  });

  it('raises the quantity of a sku already in the cart instead of adding a line', () => {
    const lines = addToCart({ items: [cartItem('A', { quantity: 2 })], savedForLaterItems: [] }, cartProduct('A'), 2, 'usd', NOW);
    expect(lines.items).toHaveLength(1);
    expect(lines.items[0]).toMatchObject({ quantity: 4, createdAt: '2026-01-01T00:00:00.000Z' });
  });

  it('caps the raised quantity at max_purchase_qty', () => {
    const lines = addToCart({ items: [cartItem('A', { quantity: 4 })], savedForLaterItems: [] }, cartProduct('A', { max_purchase_qty: 5 }), 3, 'usd', NOW);
    expect(lines.items[0]?.quantity).toBe(5);
    expect(addToCart(empty, cartProduct('B', { max_purchase_qty: 3 }), 10, 'usd', NOW).items[0]?.quantity).toBe(3);
  });

  it('brings a saved-for-later sku back into the cart with its quantity raised, as the server does', () => {
    const saved = cartItem('A', { quantity: 2, savedForLater: true, createdAt: '2026-01-05T00:00:00.000Z' });
    const older = cartItem('B', { createdAt: '2026-01-01T00:00:00.000Z' });
    const newer = cartItem('C', { createdAt: '2026-02-01T00:00:00.000Z' });
    const lines = addToCart({ items: [older, newer], savedForLaterItems: [saved] }, cartProduct('A'), 1, 'usd', NOW);
    expect(lines.items.map((item) => [item.sku, item.quantity, item.savedForLater])).toEqual([
      ['B', 1, false],
      ['A', 3, false],
      ['C', 1, false],
    ]);
    expect(lines.savedForLaterItems).toEqual([]);
  });

  it('changes nothing for a product that cannot be bought or for fewer than one unit', () => {
    const lines = { items: [cartItem('A')], savedForLaterItems: [] };
    expect(addToCart(lines, cartProduct('B', { max_purchase_qty: 0 }), 1, 'usd', NOW)).toBe(lines);
    expect(addToCart(lines, cartProduct('B'), 0, 'usd', NOW)).toBe(lines);
    expect(addToCart(lines, cartProduct('B'), Number.NaN, 'usd', NOW)).toBe(lines);
    expect(addToCart(lines, cartProduct('A'), -2, 'usd', NOW)).toBe(lines);
  });
});

describe('changing a quantity', () => {
  it('caps at max_purchase_qty and keeps at least 1, in whole units', () => {
    const lines = { items: [cartItem('A', { quantity: 2, max_purchase_qty: 5 })], savedForLaterItems: [] };
    expect(changeQuantity(lines, 'A', 4).items[0]?.quantity).toBe(4);
    expect(changeQuantity(lines, 'A', 9).items[0]?.quantity).toBe(5);
    expect(changeQuantity(lines, 'A', 0).items[0]?.quantity).toBe(1);
    expect(changeQuantity(lines, 'A', -3).items[0]?.quantity).toBe(1);
    expect(changeQuantity(lines, 'A', 3.7).items[0]?.quantity).toBe(3);
  });

  it('refuses quantities that are not numbers and items that cannot be bought', () => {
    expect(cartQuantity(Number.NaN, 5)).toBeNull();
    expect(cartQuantity(Number.POSITIVE_INFINITY, 5)).toBeNull();
    expect(cartQuantity(2, 0)).toBeNull();
    const lines = { items: [cartItem('A', { quantity: 2, max_purchase_qty: 0 })], savedForLaterItems: [] };
    expect(changeQuantity(lines, 'A', 1).items[0]?.quantity).toBe(2);
  });

  it('also applies to an item on the saved list, and leaves other skus alone', () => {
    const lines = { items: [cartItem('B', { quantity: 2 })], savedForLaterItems: [cartItem('A', { savedForLater: true })] };
    const changed = changeQuantity(lines, 'A', 3);
    expect(changed.savedForLaterItems[0]?.quantity).toBe(3);
    expect(changed.items[0]?.quantity).toBe(2);
  });
});

describe('removing and saving for later', () => {
  it('removes a sku from whichever list holds it', () => {
    const lines = { items: [cartItem('A'), cartItem('B')], savedForLaterItems: [cartItem('C', { savedForLater: true })] };
    expect(removeFromCart(lines, 'A').items.map((item) => item.sku)).toEqual(['B']);
    expect(removeFromCart(lines, 'C').savedForLaterItems).toEqual([]);
  });

  it('moves an item to the saved list, kept sorted by createdAt oldest first', () => {
    const lines = {
      items: [cartItem('A', { createdAt: '2026-01-10T00:00:00.000Z' })],
      savedForLaterItems: [
        cartItem('B', { savedForLater: true, createdAt: '2026-01-01T00:00:00.000Z' }),
        cartItem('C', { savedForLater: true, createdAt: '2026-01-20T00:00:00.000Z' }),
      ],
    };
    const toggled = toggleSavedForLater(lines, 'A');
    expect(toggled.items).toEqual([]);
    expect(toggled.savedForLaterItems.map((item) => [item.sku, item.savedForLater])).toEqual([
      ['B', true],
      ['A', true],
      ['C', true],
    ]);
  });

  it('moves a saved item back into the cart, and does nothing for an unknown sku', () => {
    const lines = { items: [cartItem('A')], savedForLaterItems: [cartItem('B', { savedForLater: true, quantity: 3, createdAt: '2026-02-01T00:00:00.000Z' })] };
    const toggled = toggleSavedForLater(lines, 'B');
    expect(toggled.items.map((item) => [item.sku, item.quantity, item.savedForLater])).toEqual([
      ['A', 1, false],
      ['B', 3, false],
    ]);
    expect(toggled.savedForLaterItems).toEqual([]);
    expect(toggleSavedForLater(lines, 'Z')).toBe(lines);
  });
});

describe('subtotal and count', () => {
  it('is Σ quantity × final price, minus the coupon, minus promotions, in exact cents', () => {
    // 3 × 0.10 and 0.1 + 0.2 are where decimal floats drift.
    const items = [
      cartItem('A', { quantity: 3, finalPrice: 0.1 }),
      cartItem('B', { quantity: 1, finalPrice: 0.2 }),
      cartItem('C', { quantity: 2, finalPrice: 19.99 }),
    ];
    expect(cartSubtotal(items, [])).toBe(40.48);
    expect(
      cartSubtotal(items, [
        { type: 'coupon', value: 5.01, label: 'SAVE5' },
        { type: 'promotion', value: 0.07, label: 'Board books' },
      ]),
    ).toBe(35.4);
  });

  it('never goes below 0 when the discounts exceed the items', () => {
    expect(cartSubtotal([cartItem('A', { finalPrice: 4 })], [{ type: 'coupon', value: 10, label: 'BIG' }])).toBe(0);
    expect(cartSubtotal([], [{ type: 'promotion', value: 1, label: 'P' }])).toBe(0);
  });

  it('counts the units in the cart', () => {
    expect(cartUnitCount([cartItem('A', { quantity: 2 }), cartItem('B', { quantity: 3 })])).toBe(5);
    expect(cartUnitCount([])).toBe(0);
  });
});
