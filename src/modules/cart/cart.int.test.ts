import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction, queryRows } from '@/db/client';
import { seedDemoCommerce } from '@/db/seed/commerce';
import { seedCatalogue } from '@/db/seed/seed';
import { NotFoundError } from '@/lib/errors';
import { registerCustomer, resumeOrCreateGuest } from '@/modules/accounts/index.server';
import { describeEachDatabase } from '../../../tests/support/databases';
import { expectDeclaredBody } from '../../../tests/support/declared-response';
import { CartRefusal, changeCart, getCart, mergeGuestCarts, moveCartToSite, type CartChange } from './cart.server';
import { cartRoutes } from './routes.server';
import type { CartAnswer } from './types';

interface ProductRow {
  id: number;
  sku: string;
  title: string;
  format: string;
  max_purchase_qty: number;
  stock: number;
  list_price_usd: number;
  regular_price_usd: number;
  sale_price_usd: number | null;
  actual_price_usd: number;
  list_price_cad: number;
  regular_price_cad: number;
  sale_price_cad: number | null;
  actual_price_cad: number;
}

const cents = (decimal: number) => Math.round(decimal * 100);
const units = (answer: CartAnswer) => answer.cart.items.map((item) => [item.sku, item.quantity]);
const skus = (items: Array<{ sku: string }>) => items.map((item) => item.sku);
const couponSaved = (answer: CartAnswer) => answer.cart.discounts.filter((discount) => discount.type === 'coupon');
const PROMOTION = 'Buy 2 paperbacks, save 10%';

describeEachDatabase('cart', (database) => {
  const db = () => database().db;
  const used = new Set<number>();
  let emails = 0;

  beforeAll(async () => {
    await seedCatalogue(db(), { count: 300 });
    await seedDemoCommerce(db());
  });

  const guest = async () => (await resumeOrCreateGuest(null, db())).id;
  const customer = async () =>
    (
      await registerCustomer(
        { email: `shopper${(emails += 1)}@cart.test`, password: 'ReadMore2026', firstName: 'Cart', lastName: 'Tester', newsletter: false },
        db(),
      )
    ).id;

  /** A product no other test of this file uses, so catalogue changes stay local to one test. */
  async function product(where: ReturnType<typeof sql>): Promise<ProductRow> {
    const rows = await queryRows<ProductRow>(db(), sql`SELECT * FROM products WHERE ${where} ORDER BY id LIMIT 100`);
    const row = rows.find((candidate) => !used.has(candidate.id));
    if (!row) throw new Error('The test catalogue has no unused product of this kind');
    used.add(row.id);
    return row;
  }
  const onBothSites = sql`domain_restrictions @> ARRAY['.com', '.ca']::text[] AND stock >= 20 AND max_purchase_qty = 10`;
  /** Sold on both sites, in stock, not a paperback (so the paperback promotion stays out of the way). */
  const plain = (extra = sql`TRUE`) => product(sql`${onBothSites} AND format <> 'Paperback' AND ${extra}`);
  const paperback = () => product(sql`${onBothSites} AND format = 'Paperback'`);
  async function withMaxQty(max: number): Promise<ProductRow> {
    const row = await plain();
    await db().execute(sql`UPDATE products SET max_purchase_qty = ${max} WHERE id = ${row.id}`);
    return { ...row, max_purchase_qty: max };
  }

  /** Every answer of these helpers is also checked against the schema the cart routes declare. */
  const declared = (answer: CartAnswer) => (expectDeclaredBody(cartRoutes.update, 200, answer), answer);
  const add = async (userId: string, sku: string, quantity = 1, site: 'us' | 'ca' = 'us', now?: Date) =>
    declared(await changeCart(userId, site, { kind: 'add', sku, quantity }, db(), now));
  const change = async (userId: string, what: CartChange, site: 'us' | 'ca' = 'us') => declared(await changeCart(userId, site, what, db()));
  const cartRows = async (userId: string) =>
    queryRows<{ sku: string; quantity: number; saved: boolean; site: string }>(
      db(),
      sql`SELECT p.sku, i.quantity, i.saved_for_later AS saved, c.site FROM carts c JOIN cart_items i ON i.cart_id = c.id JOIN products p ON p.id = i.product_id
          WHERE c.user_id = ${userId} ORDER BY c.site, p.sku`,
    );
  const cartCountOf = async (userId: string) =>
    Number((await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM carts WHERE user_id = ${userId}`))[0]!.n);

  it('adds a new sku at the catalogue price, the sale price falling back to the regular price', async () => {
    const userId = await guest();
    const regular = await plain(sql`sale_price_usd IS NULL AND sale_price_cad IS NULL`);
    const onSale = await plain(sql`sale_price_usd IS NOT NULL`);
    const first = await add(userId, regular.sku, 2);
    expect(first.cart).toMatchObject({ customerId: userId, currency: 'usd', couponTotalSaved: 0, discounts: [] });
    expect(first.cart.items).toHaveLength(1);
    expect(first.cart.items[0]).toMatchObject({
      sku: regular.sku,
      title: regular.title,
      quantity: 2,
      max_purchase_qty: 10,
      list_price_usd: regular.list_price_usd / 100,
      regular_price_usd: regular.regular_price_usd / 100,
      sale_price_usd: regular.regular_price_usd / 100,
      list_price_cad: regular.list_price_cad / 100,
      regular_price_cad: regular.regular_price_cad / 100,
      sale_price_cad: regular.regular_price_cad / 100,
      finalPrice: regular.regular_price_usd / 100,
      savedForLater: false,
      binding: regular.format,
      inStock: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      largeImageUrl: expect.stringContaining(regular.sku),
      url: expect.stringContaining(regular.sku),
    });
    expect(first.cartCount).toBe(2);
    expect(first.cart.subtotal).toBe((2 * regular.regular_price_usd) / 100);
    expect(first.coupon).toEqual({ code: null, error: null });
    expect(first.messages).toEqual([]);
    expect(first.savedForLaterItems).toEqual([]);

    const second = await add(userId, onSale.sku, 1);
    expect(skus(second.cart.items)).toEqual([regular.sku, onSale.sku]);
    expect(second.cart.items[1]).toMatchObject({
      quantity: 1,
      sale_price_usd: onSale.sale_price_usd! / 100,
      regular_price_usd: onSale.regular_price_usd / 100,
      finalPrice: onSale.sale_price_usd! / 100,
    });
    expect(second.cartCount).toBe(3);
    expect(cents(second.cart.subtotal)).toBe(2 * regular.regular_price_usd + onSale.sale_price_usd!);
  });

  it('raises the quantity when an sku is added again, capped at max_purchase_qty with a message', async () => {
    const userId = await guest();
    const roomy = await plain();
    const three = await withMaxQty(3);
    await add(userId, roomy.sku, 4);
    expect(units(await add(userId, roomy.sku, 5))).toEqual([[roomy.sku, 9]]);

    const within = await add(userId, three.sku, 2);
    expect(within.messages).toEqual([]);
    const capped = await add(userId, three.sku, 2);
    expect(units(capped)).toEqual([
      [roomy.sku, 9],
      [three.sku, 3],
    ]);
    expect(capped.cart.items[1]!.max_purchase_qty).toBe(3);
    expect(capped.messages).toEqual([`You can order up to 3 of ${three.title}; your cart has 3.`]);
    expect(capped.cartCount).toBe(12);
    const again = await add(userId, roomy.sku, 50);
    expect(units(again)).toEqual([
      [roomy.sku, 10],
      [three.sku, 3],
    ]);
    expect(again.messages).toEqual([`You can order up to 10 of ${roomy.title}; your cart has 10.`]);
  });

  it('caps the quantity at the stock too', async () => {
    const userId = await guest();
    const scarce = await plain();
    await db().execute(sql`UPDATE products SET stock = 2 WHERE id = ${scarce.id}`);
    const answer = await add(userId, scarce.sku, 5);
    expect(units(answer)).toEqual([[scarce.sku, 2]]);
    expect(answer.cart.items[0]!.max_purchase_qty).toBe(2);
    expect(answer.messages).toEqual([`You can order up to 2 of ${scarce.title}; your cart has 2.`]);
  });

  it('changes a quantity, capped, and removes a line', async () => {
    const userId = await guest();
    const a = await plain();
    const three = await withMaxQty(3);
    await add(userId, a.sku, 1);
    await add(userId, three.sku, 1);
    const set = await change(userId, { kind: 'set-quantity', sku: a.sku, quantity: 6 });
    expect(units(set)).toEqual([
      [a.sku, 6],
      [three.sku, 1],
    ]);
    expect(cents(set.cart.subtotal)).toBe(6 * a.actual_price_usd + three.actual_price_usd);
    const lower = await change(userId, { kind: 'set-quantity', sku: a.sku, quantity: 2 });
    expect(units(lower)[0]).toEqual([a.sku, 2]);
    expect(lower.messages).toEqual([]);
    const capped = await change(userId, { kind: 'set-quantity', sku: three.sku, quantity: 50 });
    expect(units(capped)[1]).toEqual([three.sku, 3]);
    expect(capped.messages).toEqual([`You can order up to 3 of ${three.title}.`]);

    const removed = await change(userId, { kind: 'remove', sku: a.sku });
    expect(units(removed)).toEqual([[three.sku, 3]]);
    expect(removed.cartCount).toBe(3);
    expect(cents(removed.cart.subtotal)).toBe(3 * three.actual_price_usd);
    expect(await cartRows(userId)).toEqual([{ sku: three.sku, quantity: 3, saved: false, site: 'us' }]);
  });

  it('refuses to change or save an sku that is not in the cart', async () => {
    const userId = await guest();
    const inCart = await plain();
    const elsewhere = await plain();
    await add(userId, inCart.sku, 1);
    for (const what of [
      { kind: 'set-quantity', sku: elsewhere.sku, quantity: 2 },
      { kind: 'save-for-later', sku: elsewhere.sku, saved: true },
    ] as const) {
      const refusal = change(userId, what);
      await expect(refusal).rejects.toBeInstanceOf(NotFoundError);
      await expect(refusal).rejects.toMatchObject({ status: 404, code: 'NOT_IN_CART' });
    }
    expect(await cartRows(userId)).toEqual([{ sku: inCart.sku, quantity: 1, saved: false, site: 'us' }]);
  });

  it('moves items between the cart and the saved list, which is sorted by createdAt', async () => {
    const userId = await guest();
    const [a, b, c] = [await plain(), await plain(), await plain()];
    const start = Date.now();
    // Added a, b, c in that order (a second apart); saved c first, then a.
    await add(userId, a.sku, 1, 'us', new Date(start));
    await add(userId, b.sku, 2, 'us', new Date(start + 1000));
    await add(userId, c.sku, 3, 'us', new Date(start + 2000));
    await change(userId, { kind: 'save-for-later', sku: c.sku, saved: true });
    const saved = await change(userId, { kind: 'save-for-later', sku: a.sku, saved: true });
    expect(skus(saved.savedForLaterItems)).toEqual([a.sku, c.sku]);
    expect(saved.savedForLaterItems.every((item) => item.savedForLater)).toBe(true);
    expect(saved.savedForLaterItems.map((item) => item.createdAt)).toEqual([new Date(start).toISOString(), new Date(start + 2000).toISOString()]);
    expect(units(saved)).toEqual([[b.sku, 2]]);
    expect(saved.cartCount).toBe(2);
    expect(cents(saved.cart.subtotal)).toBe(2 * b.actual_price_usd);

    const back = await change(userId, { kind: 'save-for-later', sku: a.sku, saved: false });
    expect(units(back)).toEqual([
      [a.sku, 1],
      [b.sku, 2],
    ]);
    expect(skus(back.savedForLaterItems)).toEqual([c.sku]);
    expect(back.savedForLaterItems[0]).toMatchObject({ quantity: 3, savedForLater: true });
    expect(back.cartCount).toBe(3);
    expect(cents(back.cart.subtotal)).toBe(a.actual_price_usd + 2 * b.actual_price_usd);
  });

  it('prices the subtotal as Σ quantity × finalPrice − coupon − promotions', async () => {
    const userId = await guest();
    const pb = await paperback();
    const other = await plain();
    await add(userId, pb.sku, 2);
    const quantity = Math.min(10, Math.ceil(2000 / other.actual_price_usd));
    await add(userId, other.sku, quantity);
    const answer = await change(userId, { kind: 'apply-coupon', code: 'WELCOME10' });

    const items = 2 * pb.actual_price_usd + quantity * other.actual_price_usd;
    const promotion = Math.round((2 * pb.actual_price_usd * 10) / 100);
    const coupon = Math.round(((items - promotion) * 10) / 100);
    expect(answer.cart.discounts).toEqual([
      { type: 'coupon', value: coupon / 100, label: 'WELCOME10: 10% off your order' },
      { type: 'promotion', value: promotion / 100, label: PROMOTION },
    ]);
    expect(cents(answer.cart.couponTotalSaved)).toBe(coupon);
    expect(cents(answer.cart.subtotal)).toBe(items - promotion - coupon);
    // The same rule read off the answer itself.
    const fromItems = answer.cart.items.reduce((sum, item) => sum + item.quantity * cents(item.finalPrice), 0);
    expect(cents(answer.cart.subtotal)).toBe(Math.max(0, fromItems - answer.cart.discounts.reduce((sum, discount) => sum + cents(discount.value), 0)));
    expect(answer.freeShipping).toEqual({ threshold: 35, remaining: Math.max(0, 3500 - (items - promotion - coupon)) / 100 });
  });

  it('floors the subtotal at 0 when a coupon covers everything', async () => {
    const userId = await guest();
    const item = await plain();
    await db().execute(sql`INSERT INTO coupons (code, description, kind, percent_off) VALUES ('ALLFREE', 'Everything free', 'percent', 100)`);
    await add(userId, item.sku, 1);
    const answer = await change(userId, { kind: 'apply-coupon', code: 'allfree' });
    expect(answer.cart.subtotal).toBe(0);
    expect(answer.cart.couponTotalSaved).toBe(item.actual_price_usd / 100);
    expect(answer.freeShipping.remaining).toBe(35);
  });

  it('applies the paperback promotion at 2 paperbacks and not at 1', async () => {
    const userId = await guest();
    const [first, second] = [await paperback(), await paperback()];
    const one = await add(userId, first.sku, 1);
    expect(one.cart.discounts).toEqual([]);
    expect(cents(one.cart.subtotal)).toBe(first.actual_price_usd);

    const two = await add(userId, second.sku, 1);
    const promotion = Math.round(((first.actual_price_usd + second.actual_price_usd) * 10) / 100);
    expect(two.cart.discounts).toEqual([{ type: 'promotion', value: promotion / 100, label: PROMOTION }]);
    expect(cents(two.cart.subtotal)).toBe(first.actual_price_usd + second.actual_price_usd - promotion);

    const saved = await change(userId, { kind: 'save-for-later', sku: second.sku, saved: true });
    expect(saved.cart.discounts).toEqual([]);
    const doubled = await change(userId, { kind: 'set-quantity', sku: first.sku, quantity: 2 });
    expect(doubled.cart.discounts).toEqual([{ type: 'promotion', value: Math.round((2 * first.actual_price_usd * 10) / 100) / 100, label: PROMOTION }]);
  });

  it('always prices from the catalogue: a price change in the database reaches the cart', async () => {
    const userId = await guest();
    const item = await plain(sql`sale_price_usd IS NULL`);
    await add(userId, item.sku, 3);
    await db().execute(sql`UPDATE products SET regular_price_usd = 1234, actual_price_usd = 1234 WHERE id = ${item.id}`);
    const raised = await getCart(userId, 'us', db());
    expect(raised.cart.items[0]).toMatchObject({ regular_price_usd: 12.34, sale_price_usd: 12.34, finalPrice: 12.34 });
    expect(raised.cart.subtotal).toBe(37.02);

    await db().execute(sql`UPDATE products SET sale_price_usd = 999, actual_price_usd = 999 WHERE id = ${item.id}`);
    const sale = await change(userId, { kind: 'set-quantity', sku: item.sku, quantity: 2 });
    expect(sale.cart.items[0]).toMatchObject({ regular_price_usd: 12.34, sale_price_usd: 9.99, finalPrice: 9.99 });
    expect(sale.cart.subtotal).toBe(19.98);
  });

  it('keeps a separate cart per site, in USD on us and CAD on ca', async () => {
    const userId = await customer();
    const item = await plain();
    const us = await add(userId, item.sku, 1, 'us');
    const ca = await add(userId, item.sku, 3, 'ca');
    expect(us.cart.currency).toBe('usd');
    expect(us.cart.items[0]).toMatchObject({ quantity: 1, finalPrice: item.actual_price_usd / 100, url: expect.not.stringMatching(/^\/ca\//) });
    expect(us.freeShipping.threshold).toBe(35);
    expect(ca.cart.currency).toBe('cad');
    expect(ca.cart.items[0]).toMatchObject({ quantity: 3, finalPrice: item.actual_price_cad / 100, url: expect.stringMatching(/^\/ca\//) });
    expect(cents(ca.cart.subtotal)).toBe(3 * item.actual_price_cad);
    expect(ca.freeShipping).toEqual({ threshold: 50, remaining: Math.max(0, 5000 - 3 * item.actual_price_cad) / 100 });
    expect(units(await getCart(userId, 'us', db()))).toEqual([[item.sku, 1]]);
    expect(await cartRows(userId)).toEqual([
      { sku: item.sku, quantity: 1, saved: false, site: 'us' },
      { sku: item.sku, quantity: 3, saved: false, site: 'ca' },
    ]);

    await db().execute(sql`INSERT INTO coupons (code, description, kind, amount_off_usd, amount_off_cad) VALUES ('TWOOFF', '2 off', 'amount', 200, 300)`);
    const caCoupon = await change(userId, { kind: 'apply-coupon', code: 'TWOOFF' }, 'ca');
    expect(caCoupon.cart.couponTotalSaved).toBe(3);
    expect((await getCart(userId, 'us', db())).coupon).toEqual({ code: null, error: null });
  });

  it("never touches another user's cart", async () => {
    const [alice, bob] = [await guest(), await customer()];
    const [x, y] = [await plain(), await plain()];
    await add(alice, x.sku, 2);
    await change(alice, { kind: 'save-for-later', sku: x.sku, saved: false });
    const before = await getCart(alice, 'us', db());

    await add(bob, x.sku, 1);
    await add(bob, y.sku, 5);
    await change(bob, { kind: 'set-quantity', sku: x.sku, quantity: 7 });
    await change(bob, { kind: 'save-for-later', sku: y.sku, saved: true });
    await change(bob, { kind: 'apply-coupon', code: 'WELCOME10' });
    await change(bob, { kind: 'remove', sku: x.sku });

    expect(await getCart(alice, 'us', db())).toEqual(before);
    expect(await cartRows(alice)).toEqual([{ sku: x.sku, quantity: 2, saved: false, site: 'us' }]);
    expect(await cartRows(bob)).toEqual([{ sku: y.sku, quantity: 5, saved: true, site: 'us' }]);
  });

  it('refuses quantities outside 1–99 with a 400, whoever calls, and refuses raising a sold-out line', async () => {
    const userId = await guest();
    const book = await plain();
    await add(userId, book.sku, 3);
    for (const quantity of [0, -4, 1.5, 100, Number.NaN]) {
      await expect(add(userId, book.sku, quantity)).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      await expect(change(userId, { kind: 'set-quantity', sku: book.sku, quantity })).rejects.toMatchObject({ status: 400 });
    }
    expect(await cartRows(userId)).toEqual([{ sku: book.sku, quantity: 3, saved: false, site: 'us' }]);
    await db().execute(sql`UPDATE products SET stock = 0 WHERE id = ${book.id}`);
    await expect(change(userId, { kind: 'set-quantity', sku: book.sku, quantity: 1 })).rejects.toMatchObject({ status: 409, code: 'OUT_OF_STOCK' });
    expect(await cartRows(userId)).toEqual([{ sku: book.sku, quantity: 3, saved: false, site: 'us' }]);
  });

  it('refuses unknown, not-sold-here and out-of-stock products and changes nothing', async () => {
    const userId = await guest();
    const inCart = await plain();
    const comOnly = await product(sql`array_to_string(domain_restrictions, ',') = '.com' AND stock > 0`);
    const caOnly = await product(sql`array_to_string(domain_restrictions, ',') = '.ca' AND stock > 0`);
    const soldOut = await plain();
    await db().execute(sql`UPDATE products SET stock = 0 WHERE id = ${soldOut.id}`);

    const newcomer = await guest();
    for (const refused of [
      { call: () => add(newcomer, 'NO-SUCH-SKU-1'), status: 404, code: 'PRODUCT_NOT_FOUND' },
      { call: () => add(newcomer, caOnly.sku), status: 422, code: 'NOT_SOLD_HERE' },
      { call: () => add(newcomer, soldOut.sku), status: 409, code: 'OUT_OF_STOCK' },
    ]) {
      await expect(refused.call()).rejects.toMatchObject({ status: refused.status, code: refused.code });
    }
    // Refused before it had a cart: not even an empty cart is left behind.
    expect(await cartCountOf(newcomer)).toBe(0);

    await add(userId, inCart.sku, 2);
    await change(userId, { kind: 'apply-coupon', code: 'WELCOME10' });
    const before = await getCart(userId, 'us', db());
    await expect(add(userId, 'NO-SUCH-SKU-1')).rejects.toBeInstanceOf(NotFoundError);
    await expect(add(userId, 'NO-SUCH-SKU-1')).rejects.toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    await expect(add(userId, caOnly.sku, 1, 'us')).rejects.toBeInstanceOf(CartRefusal);
    await expect(add(userId, caOnly.sku, 1, 'us')).rejects.toMatchObject({ status: 422, code: 'NOT_SOLD_HERE' });
    await expect(add(userId, comOnly.sku, 1, 'ca')).rejects.toMatchObject({ status: 422, code: 'NOT_SOLD_HERE' });
    await expect(add(userId, soldOut.sku, 1)).rejects.toMatchObject({ status: 409, code: 'OUT_OF_STOCK' });
    await expect(change(userId, { kind: 'set-quantity', sku: 'NO-SUCH-SKU-1', quantity: 2 })).rejects.toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    await expect(change(userId, { kind: 'remove', sku: 'NO-SUCH-SKU-1' })).rejects.toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    expect(await getCart(userId, 'us', db())).toEqual(before);
    expect(await cartRows(userId)).toEqual([{ sku: inCart.sku, quantity: 2, saved: false, site: 'us' }]);
  });

  it('drops a product that stops being sold on the site, with a message', async () => {
    const userId = await customer();
    const [stays, leaves, savedLeaves] = [await plain(), await plain(), await plain()];
    await add(userId, stays.sku, 1, 'ca');
    await add(userId, leaves.sku, 2, 'ca');
    await add(userId, savedLeaves.sku, 1, 'ca');
    await change(userId, { kind: 'save-for-later', sku: savedLeaves.sku, saved: true }, 'ca');
    await add(userId, leaves.sku, 1, 'us');
    await db().execute(sql`UPDATE products SET domain_restrictions = ARRAY['.com'] WHERE id IN (${leaves.id}, ${savedLeaves.id})`);

    const answer = await getCart(userId, 'ca', db());
    expect(units(answer)).toEqual([[stays.sku, 1]]);
    expect(answer.savedForLaterItems).toEqual([]);
    expect(answer.messages).toEqual(
      expect.arrayContaining([
        `${leaves.title} is no longer sold on this site and was removed from your cart.`,
        `${savedLeaves.title} is no longer sold on this site and was removed from your cart.`,
      ]),
    );
    expect(answer.messages).toHaveLength(2);
    expect(cents(answer.cart.subtotal)).toBe(stays.actual_price_cad);
    expect((await getCart(userId, 'ca', db())).messages).toEqual([]);
    // Still sold on the US site: that cart keeps it.
    expect(units(await getCart(userId, 'us', db()))).toEqual([[leaves.sku, 1]]);
  });

  it('tells how far the cart is from free shipping', async () => {
    const userId = await guest();
    const item = await plain(sql`actual_price_usd BETWEEN 500 AND 1700 AND actual_price_cad BETWEEN 500 AND 2400`);
    const one = await add(userId, item.sku, 1);
    expect(one.freeShipping).toEqual({ threshold: 35, remaining: (3500 - item.actual_price_usd) / 100 });
    const many = await change(userId, { kind: 'set-quantity', sku: item.sku, quantity: 10 });
    expect(many.freeShipping).toEqual({ threshold: 35, remaining: 0 });
    const ca = await add(userId, item.sku, 2, 'ca');
    expect(ca.freeShipping).toEqual({ threshold: 50, remaining: (5000 - 2 * item.actual_price_cad) / 100 });
  });

  it('applies a valid coupon and refuses unknown, expired, not yet valid, used up and below-minimum ones', async () => {
    const userId = await guest();
    const item = await plain(sql`actual_price_usd BETWEEN 500 AND 1900`);
    await add(userId, item.sku, 1);
    const refusals: Array<[string, string]> = [
      ['NOPE', 'This code is not valid. Check it and try again.'],
      ['summer25', 'This code has expired.'],
      ['WELCOME10', 'This code needs items worth at least $20.00.'],
    ];
    await db().execute(
      sql`INSERT INTO coupons (code, description, kind, percent_off, starts_at) VALUES ('SOON', 'Coming soon', 'percent', 20, now() + interval '10 days')`,
    );
    await db().execute(sql`INSERT INTO coupons (code, description, kind, percent_off, active) VALUES ('OFF', 'Switched off', 'percent', 20, false)`);
    refusals.push(['SOON', 'This code is not valid yet.'], ['OFF', 'This code is not valid. Check it and try again.']);
    for (const [code, error] of refusals) {
      const answer = await change(userId, { kind: 'apply-coupon', code });
      expect(answer.coupon).toEqual({ code: code.toUpperCase(), error });
      expect(answer.cart.couponTotalSaved).toBe(0);
      expect(couponSaved(answer)).toEqual([]);
      expect(cents(answer.cart.subtotal)).toBe(item.actual_price_usd);
      expect((await getCart(userId, 'us', db())).coupon).toEqual({ code: null, error: null });
    }

    await change(userId, { kind: 'set-quantity', sku: item.sku, quantity: 3 });
    const applied = await change(userId, { kind: 'apply-coupon', code: '  welcome10 ' });
    expect(applied.coupon).toEqual({ code: 'WELCOME10', error: null });
    expect(applied.messages).toEqual(['Coupon WELCOME10 applied.']);
    const discount = Math.round((3 * item.actual_price_usd * 10) / 100);
    expect(cents(applied.cart.couponTotalSaved)).toBe(discount);
    expect(cents(applied.cart.subtotal)).toBe(3 * item.actual_price_usd - discount);
    expect((await getCart(userId, 'us', db())).coupon).toEqual({ code: 'WELCOME10', error: null });

    const removed = await change(userId, { kind: 'remove-coupon' });
    expect(removed.coupon).toEqual({ code: null, error: null });
    expect(cents(removed.cart.subtotal)).toBe(3 * item.actual_price_usd);
  });

  it('refuses a coupon that has been used up', async () => {
    const userId = await guest();
    await add(userId, (await plain()).sku, 1);
    expect((await change(userId, { kind: 'apply-coupon', code: 'FAIRDAY' })).coupon).toEqual({ code: 'FAIRDAY', error: null });
    await db().execute(sql`UPDATE coupons SET used_count = 1 WHERE code = 'FAIRDAY'`);
    const stored = await getCart(userId, 'us', db());
    expect(stored.coupon).toEqual({ code: 'FAIRDAY', error: 'This code has been used up.' });
    expect(stored.cart.couponTotalSaved).toBe(0);
    const other = await guest();
    await add(other, (await plain()).sku, 1);
    expect((await change(other, { kind: 'apply-coupon', code: 'FAIRDAY' })).coupon).toEqual({ code: 'FAIRDAY', error: 'This code has been used up.' });
  });

  it('checks the minimum in the site currency, and an amount coupon gives its amount in that currency', async () => {
    const userId = await guest();
    const item = await plain(sql`actual_price_cad BETWEEN 500 AND 3900`);
    await add(userId, item.sku, 1, 'ca');
    const below = await change(userId, { kind: 'apply-coupon', code: 'READ5' }, 'ca');
    expect(below.coupon.error).toMatch(/^This code needs items worth at least (CA)?\$40\.00\.$/);
    const quantity = Math.ceil(4000 / item.actual_price_cad);
    await change(userId, { kind: 'set-quantity', sku: item.sku, quantity }, 'ca');
    const applied = await change(userId, { kind: 'apply-coupon', code: 'READ5' }, 'ca');
    expect(applied.coupon).toEqual({ code: 'READ5', error: null });
    expect(applied.cart.couponTotalSaved).toBe(6);
    expect(cents(applied.cart.subtotal)).toBe(quantity * item.actual_price_cad - 600);
  });

  it('keeps a stored coupon that stops applying, with its error and no discount', async () => {
    const userId = await guest();
    const [big, small] = [await plain(sql`actual_price_usd >= 1000`), await plain(sql`actual_price_usd < 1500`)];
    const bigQuantity = Math.ceil(3000 / big.actual_price_usd);
    await add(userId, big.sku, bigQuantity);
    await add(userId, small.sku, 1);
    const applied = await change(userId, { kind: 'apply-coupon', code: 'READ5' });
    expect(applied.cart.couponTotalSaved).toBe(5);

    const removed = await change(userId, { kind: 'remove', sku: big.sku });
    expect(removed.coupon).toEqual({ code: 'READ5', error: 'This code needs items worth at least $30.00.' });
    expect(removed.cart.couponTotalSaved).toBe(0);
    expect(couponSaved(removed)).toEqual([]);
    expect(cents(removed.cart.subtotal)).toBe(small.actual_price_usd);

    // Saving for later counts the same way: the saved items are not in the cart.
    await add(userId, big.sku, bigQuantity);
    expect((await getCart(userId, 'us', db())).cart.couponTotalSaved).toBe(5);
    const saved = await change(userId, { kind: 'save-for-later', sku: big.sku, saved: true });
    expect(saved.coupon.error).toBe('This code needs items worth at least $30.00.');
    expect(saved.cart.couponTotalSaved).toBe(0);
  });

  it('merges a guest cart into the account: quantities added and capped, saved flags, coupon kept, guest cart gone', async () => {
    const [guestId, customerId] = [await guest(), await customer()];
    const [both, guestOnly, savedByGuest, savedByGuestInCustomerCart, savedByBoth] = [
      await plain(),
      await plain(),
      await plain(),
      await plain(),
      await plain(),
    ];
    const three = await withMaxQty(3);
    const shrunk = await plain();
    const canadian = await plain();

    await add(guestId, both.sku, 8);
    await add(guestId, guestOnly.sku, 2);
    await add(guestId, three.sku, 2);
    // Its limit drops after the guest took 5: the merged line may hold no more than the new limit.
    await add(guestId, shrunk.sku, 5);
    await db().execute(sql`UPDATE products SET max_purchase_qty = 2 WHERE id = ${shrunk.id}`);
    for (const item of [savedByGuest, savedByGuestInCustomerCart, savedByBoth]) {
      await add(guestId, item.sku, 1);
      await change(guestId, { kind: 'save-for-later', sku: item.sku, saved: true });
    }
    await change(guestId, { kind: 'set-quantity', sku: both.sku, quantity: 8 });
    expect((await change(guestId, { kind: 'apply-coupon', code: 'WELCOME10' })).coupon.error).toBeNull();
    await add(guestId, canadian.sku, 2, 'ca');

    await add(customerId, both.sku, 5);
    await add(customerId, three.sku, 2);
    await add(customerId, savedByGuestInCustomerCart.sku, 1);
    await add(customerId, savedByBoth.sku, 2);
    await change(customerId, { kind: 'save-for-later', sku: savedByBoth.sku, saved: true });

    await inTransaction(db(), async (tx) => mergeGuestCarts(tx, guestId, customerId));

    expect(await cartCountOf(guestId)).toBe(0);
    const sortBySku = <T extends { sku: string }>(rows: T[]) => [...rows].sort((a, b) => a.sku.localeCompare(b.sku));
    expect(await cartRows(customerId)).toEqual([
      ...sortBySku([
        { sku: both.sku, quantity: 10, saved: false, site: 'us' },
        { sku: guestOnly.sku, quantity: 2, saved: false, site: 'us' },
        { sku: three.sku, quantity: 3, saved: false, site: 'us' },
        { sku: shrunk.sku, quantity: 2, saved: false, site: 'us' },
        { sku: savedByGuest.sku, quantity: 1, saved: true, site: 'us' },
        { sku: savedByGuestInCustomerCart.sku, quantity: 2, saved: false, site: 'us' },
        { sku: savedByBoth.sku, quantity: 3, saved: true, site: 'us' },
      ]),
      { sku: canadian.sku, quantity: 2, saved: false, site: 'ca' },
    ]);
    const us = declared(await getCart(customerId, 'us', db()));
    expect(us.coupon).toEqual({ code: 'WELCOME10', error: null });
    expect(couponSaved(us)).toHaveLength(1);
    expect(us.cart.customerId).toBe(customerId);
    expect(skus(us.savedForLaterItems).sort()).toEqual([savedByGuest.sku, savedByBoth.sku].sort());
    expect(units(await getCart(customerId, 'ca', db()))).toEqual([[canadian.sku, 2]]);
    expect(await getCart(guestId, 'us', db())).toMatchObject({ cartCount: 0, cart: { items: [] }, savedForLaterItems: [] });
  });

  it("keeps the account's own coupon when merging a guest cart", async () => {
    const [guestId, customerId] = [await guest(), await customer()];
    const item = await plain();
    const quantity = Math.min(10, Math.ceil(3000 / item.actual_price_usd));
    await add(guestId, item.sku, 1);
    await db().execute(sql`INSERT INTO coupons (code, description, kind, percent_off) VALUES ('GUESTONLY', 'Guest code', 'percent', 5)`);
    await change(guestId, { kind: 'apply-coupon', code: 'GUESTONLY' });
    await add(customerId, item.sku, quantity);
    expect((await change(customerId, { kind: 'apply-coupon', code: 'READ5' })).coupon.error).toBeNull();

    await inTransaction(db(), async (tx) => mergeGuestCarts(tx, guestId, customerId));
    const merged = await getCart(customerId, 'us', db());
    expect(merged.coupon).toEqual({ code: 'READ5', error: null });
    expect(units(merged)).toEqual([[item.sku, Math.min(10, quantity + 1)]]);
    expect(await cartCountOf(guestId)).toBe(0);
  });

  it('moves the cart to the other site in its currency; what is not sold there stays, saved for later, with a message', async () => {
    const userId = await guest();
    const both = await plain();
    const bothPaperback = await paperback();
    const usOnly = await product(sql`domain_restrictions = ARRAY['.com']::text[] AND stock >= 20`);
    await add(userId, both.sku, 2, 'us');
    await add(userId, bothPaperback.sku, 1, 'us');
    await add(userId, usOnly.sku, 1, 'us');
    await change(userId, { kind: 'save-for-later', sku: bothPaperback.sku, saved: true });
    await db().execute(sql`INSERT INTO coupons (code, description, kind, amount_off_usd, amount_off_cad) VALUES ('MOVEME', '1 off', 'amount', 100, 150)`);
    await change(userId, { kind: 'apply-coupon', code: 'MOVEME' });
    await change(userId, {
      kind: 'add-gift-card',
      card: { amount: 25, style: 'Image1', giftFrom: 'Ana', giftToName: 'Bo', giftToEmail: 'bo@cart.test', confirmEmail: 'bo@cart.test', giftMessage: '' },
    });

    const moved = await moveCartToSite(userId, 'us', 'ca', db());
    expect(moved.cart.currency).toBe('cad');
    expect(units(moved)).toEqual([[both.sku, 2]]);
    expect(moved.cart.items[0]).toMatchObject({ finalPrice: both.actual_price_cad / 100, url: expect.stringMatching(/^\/ca\//) });
    expect(skus(moved.savedForLaterItems)).toEqual([bothPaperback.sku]);
    expect(moved.coupon.code).toBe('MOVEME');
    expect(moved.giftCards).toEqual([]);
    expect(moved.messages).toEqual([
      `${usOnly.title} is not sold on the Canada site. It is saved for later in your United States cart.`,
      'Your eCard stays in your United States cart: an eCard is bought in the currency of its site.',
    ]);
    // Rows come by site in the enum's order (us, ca), then by sku.
    expect(await cartRows(userId)).toEqual([
      { sku: usOnly.sku, quantity: 1, saved: true, site: 'us' },
      ...[
        { sku: both.sku, quantity: 2, saved: false, site: 'ca' },
        { sku: bothPaperback.sku, quantity: 1, saved: true, site: 'ca' },
      ].sort((a, b) => a.sku.localeCompare(b.sku)),
    ]);
    const left = await getCart(userId, 'us', db());
    expect(units(left)).toEqual([]);
    expect(skus(left.savedForLaterItems)).toEqual([usOnly.sku]);
    expect(left.giftCards).toHaveLength(1);

    // And back: the Canadian lines join what stayed, nothing is lost or doubled.
    const back = await moveCartToSite(userId, 'ca', 'us', db());
    expect(units(back)).toEqual([[both.sku, 2]]);
    expect(skus(back.savedForLaterItems).sort()).toEqual([bothPaperback.sku, usOnly.sku].sort());
    expect(back.messages).toEqual([]);
    expect(units(await getCart(userId, 'ca', db()))).toEqual([]);
  });

  it('merges a moved line into the cart already on the other site, capped at the order limit', async () => {
    const userId = await customer();
    const four = await withMaxQty(4);
    await add(userId, four.sku, 3, 'us');
    await add(userId, four.sku, 2, 'ca');
    const moved = await moveCartToSite(userId, 'us', 'ca', db());
    expect(units(moved)).toEqual([[four.sku, 4]]);
    expect(await cartRows(userId)).toEqual([{ sku: four.sku, quantity: 4, saved: false, site: 'ca' }]);
    expect(units(await moveCartToSite(userId, 'ca', 'ca', db()))).toEqual([[four.sku, 4]]);
  });

  it('loses no update under 10 parallel adds of the same sku', async () => {
    // On PostgreSQL the adds race; PGlite (one connection, DESIGN §8) runs them one after another, the sequential case.
    const userId = await guest();
    const roomy = await plain();
    const four = await withMaxQty(4);
    for (const [item, cap] of [
      [roomy, 10],
      [four, 4],
    ] as const) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => add(userId, item.sku, 1)));
      expect(answers.every((answer) => answer.cart.items.some((line) => line.sku === item.sku))).toBe(true);
      expect((await cartRows(userId)).find((row) => row.sku === item.sku)?.quantity).toBe(Math.min(10, cap));
    }
    expect(await cartCountOf(userId)).toBe(1);
    expect((await getCart(userId, 'us', db())).cartCount).toBe(14);
  });
});
