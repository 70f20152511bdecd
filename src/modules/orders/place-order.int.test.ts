import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, inTransaction, queryRows } from '@/db/client';
import { seedDemoCommerce } from '@/db/seed/commerce';
import { seedCatalogue } from '@/db/seed/seed';
import { registerCustomer, resumeOrCreateGuest } from '@/modules/accounts/index.server';
import { changeCart } from '@/modules/cart/index.server';
import { priceCheckout, type CheckoutChoices, type PlacementAnswer } from '@/modules/checkout/index.server';
import { advanceOrder, refundOrder, releaseStalePendingOrders } from './lifecycle.server';
import { testPaymentProvider, type PaymentProvider } from '@/modules/payments/index.server';
import { orderOf, ordersOf } from './orders.server';
import { describeEachDatabase } from '../../../tests/support/databases';
import { expectDeclaredBody } from '../../../tests/support/declared-response';
import { decodeQuotedPrintable } from '../../../tests/support/mail';
import { requestHash } from './idempotency';
import { orderJson, orderSummaryJson } from './json';
import { placeOrder } from './place-order.server';
import { orderRoutes } from './routes.server';
import { temporaryDataDir } from '../../../tests/support/data-dir';

const dataDir = temporaryDataDir('checkout-test');

const APPROVE = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Pat Reader' };
const DECLINE = { ...APPROVE, number: '4000 0000 0000 0002' };
const NY = { fullName: 'Pat Reader', line1: '1 Main St', line2: '', city: 'Albany', region: 'NY', postalCode: '12207', phone: '' };
const ON = { fullName: 'Pat Reader', line1: '1 King St', line2: '', city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2', phone: '' };

interface ProductRow {
  id: number;
  sku: string;
  title: string;
  stock: number;
  tax_code: string;
  actual_price_usd: number;
  actual_price_cad: number;
}

const outbox = () => {
  try {
    return readdirSync(path.join(dataDir, 'outbox')).map((file) => decodeQuotedPrintable(readFileSync(path.join(dataDir, 'outbox', file), 'utf8')));
  } catch {
    return [];
  }
};

describeEachDatabase('checkout', (database) => {
  const db = () => database().db;
  const used = new Set<number>();
  let people = 0;

  beforeAll(async () => {
    await seedCatalogue(db(), { count: 300 });
    await seedDemoCommerce(db());
  });

  const guest = async () => (await resumeOrCreateGuest(null, db())).id;
  const customer = async () =>
    (
      await registerCustomer(
        { email: `buyer${(people += 1)}@checkout.test`, password: 'ReadMore2026', firstName: 'Pat', lastName: 'Reader', newsletter: false },
        db(),
      )
    ).id;

  async function product(where = sql`TRUE`, stock = 50): Promise<ProductRow> {
    const rows = await queryRows<ProductRow>(
      db(),
      sql`SELECT id, sku, title, stock, tax_code, actual_price_usd, actual_price_cad FROM products WHERE domain_restrictions @> ARRAY['.com', '.ca']::text[] AND format <> 'Paperback' AND max_purchase_qty >= 5 AND ${where} ORDER BY id LIMIT 200`,
    );
    const row = rows.find((candidate) => !used.has(candidate.id));
    if (!row) throw new Error('The test catalogue has no unused product of this kind');
    used.add(row.id);
    await db().execute(sql`UPDATE products SET stock = ${stock} WHERE id = ${row.id}`);
    return { ...row, stock };
  }
  const stockOf = async (id: number) => (await queryRows<{ stock: number }>(db(), sql`SELECT stock FROM products WHERE id = ${id}`))[0]!.stock;
  const add = (userId: string, sku: string, quantity = 1, site: 'us' | 'ca' = 'us') => changeCart(userId, site, { kind: 'add', sku, quantity }, db());

  const choicesFor = (site: 'us' | 'ca', extra: Partial<CheckoutChoices> = {}): CheckoutChoices => ({
    site,
    email: `receipt${(people += 1)}@checkout.test`,
    shippingAddress: site === 'ca' ? ON : NY,
    shippingMethod: 'standard',
    organization: null,
    giftCardCodes: [],
    ...extra,
  });
  /** The review's total, as the checkout page shows it before placing (partial: a refused choice is left to placement). */
  const quote = (userId: string, choices: CheckoutChoices) => inTransaction(db(), async (tx) => priceCheckout(tx, userId, choices, new Date(), true));
  async function checkout(userId: string, choices: CheckoutChoices, card: typeof APPROVE | null = APPROVE, key = crypto.randomUUID(), target: Db = db()) {
    const expected = await quote(userId, choices).then(
      (priced) => priced.totals.totalCents,
      () => 0,
    );
    const result = await placeOrder({
      userId,
      idempotencyKey: key,
      choices,
      expectedTotalCents: expected,
      card,
      provider: testPaymentProvider,
      baseUrl: 'http://shop.test',
      db: target,
    });
    expectDeclaredBody(orderRoutes.place, result.status, result.body);
    return result;
  }
  const orderNumberOf = (body: unknown) => (body as PlacementAnswer).order.number;
  /** Places with the total the shopper saw, at a given moment (`now`), with an approving card. */
  const placeAt = (userId: string, key: string, choices: CheckoutChoices, total: number, now = new Date(), provider: PaymentProvider = testPaymentProvider) =>
    placeOrder({ userId, idempotencyKey: key, choices, expectedTotalCents: total, card: APPROVE, provider, baseUrl: 'http://shop.test', db: db(), now });

  it('places a paid order from the cart: server prices, tax by state, stock taken, cart emptied, confirmation emailed', async () => {
    const userId = await customer();
    const book = await product(sql`tax_code = 'BOOK'`);
    await add(userId, book.sku, 2);
    const choices = choicesFor('us');
    const result = await checkout(userId, choices);
    expect(result.status).toBe(201);
    const order = (await orderOf(userId, orderNumberOf(result.body), db()))!;
    expect(order.status).toBe('paid');
    expect(order.itemsCents).toBe(2 * book.actual_price_usd);
    // New York's state rate is 4%; standard shipping is 5.99 under the 35.00 threshold.
    expect(order.taxCents).toBe(Math.round((2 * book.actual_price_usd * 4000) / 100_000));
    expect(order.shippingCents).toBe(order.itemsCents >= 3500 ? 0 : 599);
    expect(order.totalCents).toBe(order.itemsCents + order.shippingCents + order.taxCents);
    expect(order.payment).toEqual({ provider: 'test', cardBrand: 'Visa', cardLast4: '4242' });
    expect(order.timeline.map((event) => event.status)).toEqual(['pending_payment', 'paid']);
    expectDeclaredBody(orderRoutes.detail, 200, { order: orderJson(order) });
    expectDeclaredBody(orderRoutes.list, 200, { orders: (await ordersOf(userId, db())).map(orderSummaryJson) });
    expect(await stockOf(book.id)).toBe(48);
    const cart = await changeCart(userId, 'us', { kind: 'remove-coupon' }, db());
    expect(cart.cart.items).toEqual([]);
    expect((await ordersOf(userId, db())).map((summary) => [summary.number, summary.itemCount])).toEqual([[order.number, 2]]);
    const mail = outbox().find((message) => message.includes(order.number) && message.includes(choices.email));
    expect(mail).toBeDefined();
    expect(mail).toContain('Content-Type: text/html');
    const events = await queryRows<{ name: string; payload: { ecommerce: { transaction_id: string; value: number } } }>(
      db(),
      sql`SELECT name, payload FROM analytics_events WHERE name = 'purchase'`,
    );
    expect(events.find((event) => event.payload.ecommerce.transaction_id === order.number)?.payload.ecommerce.value).toBe(order.totalCents / 100);
  });

  it('charges Canadian books GST only and toys the full HST, in CAD', async () => {
    const userId = await guest();
    const book = await product(sql`tax_code = 'BOOK'`);
    const toy = await product(sql`tax_code = 'GENERAL'`);
    await add(userId, book.sku, 1, 'ca');
    await add(userId, toy.sku, 1, 'ca');
    const result = await checkout(userId, choicesFor('ca'));
    expect(result.status).toBe(201);
    const order = (await orderOf(userId, orderNumberOf(result.body), db()))!;
    expect(order.currency).toBe('CAD');
    const bookTax = Math.round((book.actual_price_cad * 5000) / 100_000);
    const toyTax = Math.round((toy.actual_price_cad * 13000) / 100_000);
    expect(order.taxLines).toEqual(
      [
        { label: 'HST 5%', cents: bookTax },
        { label: 'HST 13%', cents: toyTax },
      ].filter((line) => line.cents > 0),
    );
    expect(order.taxCents).toBe(bookTax + toyTax);
    expect(order.shippingCents).toBe(book.actual_price_cad + toy.actual_price_cad >= 5000 ? 0 : 799);
  });

  it('a declined card places nothing for good: stock, coupon use and the cart are as before', async () => {
    const userId = await customer();
    const book = await product(sql`actual_price_usd >= 2500`);
    await add(userId, book.sku, 1);
    await changeCart(userId, 'us', { kind: 'apply-coupon', code: 'WELCOME10' }, db());
    const usedBefore = (await queryRows<{ used_count: number }>(db(), sql`SELECT used_count FROM coupons WHERE code = 'WELCOME10'`))[0]!.used_count;
    const result = await checkout(userId, choicesFor('us'), DECLINE);
    expect(result).toMatchObject({ status: 402, body: { Error: 'PAYMENT_DECLINED', message: expect.stringContaining('declined') } });
    expect(await stockOf(book.id)).toBe(50);
    expect((await queryRows<{ used_count: number }>(db(), sql`SELECT used_count FROM coupons WHERE code = 'WELCOME10'`))[0]!.used_count).toBe(usedBefore);
    expect(await ordersOf(userId, db())).toEqual([]);
    const cart = await changeCart(userId, 'us', { kind: 'add', sku: book.sku, quantity: 1 }, db());
    expect(cart.cart.items.map((item) => [item.sku, item.quantity])).toEqual([[book.sku, 2]]);
    expect(cart.coupon.code).toBe('WELCOME10');
    const cards = await queryRows<{ card_last4: string; status: string }>(
      db(),
      sql`SELECT p.card_last4, p.status FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id = ${userId}`,
    );
    expect(cards).toEqual([{ card_last4: '0002', status: 'failed' }]);
  });

  it("counts a coupon's use when the order is paid; a shopper who saw it used up meanwhile is told the new total", async () => {
    const first = await customer();
    const second = await customer();
    const book = await product(sql`actual_price_usd >= 1000`);
    for (const userId of [first, second]) {
      await add(userId, book.sku, 1);
      await changeCart(userId, 'us', { kind: 'apply-coupon', code: 'FAIRDAY' }, db());
    }
    // Both review their order with FAIRDAY (one use) taken off, then the first places it.
    const secondChoices = choicesFor('us');
    const secondSaw = (await quote(second, secondChoices)).totals;
    expect(secondSaw.discounts.map((discount) => discount.type)).toEqual(['coupon']);
    const placed = await checkout(first, choicesFor('us'));
    expect(placed.status).toBe(201);
    const order = (await orderOf(first, orderNumberOf(placed.body), db()))!;
    expect(order.couponCode).toBe('FAIRDAY');
    expect(order.discountCents).toBe(Math.round(book.actual_price_usd * 0.15));
    expect((await queryRows<{ used_count: number }>(db(), sql`SELECT used_count FROM coupons WHERE code = 'FAIRDAY'`))[0]!.used_count).toBe(1);

    // Placing with the total seen before is refused, nothing taken; the cart says why the code gives nothing now.
    const stale = await placeAt(second, crypto.randomUUID(), secondChoices, secondSaw.totalCents);
    expect(stale).toMatchObject({ status: 409, body: { Error: 'TOTAL_CHANGED' } });
    expect(await stockOf(book.id)).toBe(49);
    const cart = await changeCart(second, 'us', { kind: 'apply-coupon', code: 'FAIRDAY' }, db());
    expect(cart.coupon).toEqual({ code: 'FAIRDAY', error: 'This code has been used up.' });
    const secondTry = await checkout(second, secondChoices);
    expect(secondTry.status).toBe(201);
    const other = (await orderOf(second, orderNumberOf(secondTry.body), db()))!;
    expect(other.couponCode).toBeNull();
    expect(other.discountCents).toBe(0);
    expect((await queryRows<{ used_count: number }>(db(), sql`SELECT used_count FROM coupons WHERE code = 'FAIRDAY'`))[0]!.used_count).toBe(1);
  });

  it('refuses a total the shopper did not see, and a key reused for another body', async () => {
    const userId = await customer();
    const book = await product();
    await add(userId, book.sku, 1);
    const choices = choicesFor('us');
    const stale = await placeAt(userId, 'stale-total-1', choices, 1);
    expect(stale).toMatchObject({ status: 409, body: { Error: 'TOTAL_CHANGED' } });
    const key = crypto.randomUUID();
    expect((await checkout(userId, choices, APPROVE, key)).status).toBe(201);
    await add(userId, book.sku, 1);
    const reused = await checkout(userId, { ...choices, email: 'someone.else@checkout.test' }, APPROVE, key);
    expect(reused).toMatchObject({ status: 422, body: { Error: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('answers the same Idempotency-Key replayed 10 times with the one order and one payment', async () => {
    const userId = await customer();
    const book = await product();
    await add(userId, book.sku, 1);
    const choices = choicesFor('us');
    const { totals } = await quote(userId, choices);
    const key = crypto.randomUUID();
    const results = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      results.push(await placeAt(userId, key, choices, totals.totalCents));
    }
    expect(new Set(results.map((result) => orderNumberOf(result.body))).size).toBe(1);
    expect(results.map((result) => result.replayed)).toEqual([false, ...Array(9).fill(true)]);
    const counts = (
      await queryRows<{ orders: number; payments: number }>(
        db(),
        sql`SELECT count(DISTINCT o.id)::int AS orders, count(p.id)::int AS payments FROM orders o LEFT JOIN payments p ON p.order_id = o.id WHERE o.user_id = ${userId}`,
      )
    )[0]!;
    expect(counts).toEqual({ orders: 1, payments: 1 });
    expect(await stockOf(book.id)).toBe(49);
  });

  it('redeems a gift card partly, then fully, never below zero; a card of the other currency is refused', async () => {
    const userId = await customer();
    const card = await giftCard(3000, 'USD');
    const book = await product(sql`actual_price_usd BETWEEN 500 AND 1200`);
    await add(userId, book.sku, 1);
    const partly = await checkout(userId, choicesFor('us', { giftCardCodes: [card] }));
    expect(partly.status).toBe(201);
    const first = (await orderOf(userId, orderNumberOf(partly.body), db()))!;
    expect(first.giftCardCents).toBe(first.totalCents);
    expect(first.amountDueCents).toBe(0);
    expect(first.payment).toBeNull();
    const left = 3000 - first.totalCents;
    await add(userId, (await product(sql`actual_price_usd >= 2000`)).sku, 2);
    const rest = await checkout(userId, choicesFor('us', { giftCardCodes: [card.toLowerCase().replace(/-/g, ' ')] }));
    expect(rest.status).toBe(201);
    const second = (await orderOf(userId, orderNumberOf(rest.body), db()))!;
    expect(second.giftCardCents).toBe(left);
    expect(second.amountDueCents).toBe(second.totalCents - left);
    expect(await balanceOf(card)).toBe(0);
    const canadian = await giftCard(2000, 'CAD');
    await add(userId, book.sku, 1);
    expect(await checkout(userId, choicesFor('us', { giftCardCodes: [canadian] }))).toMatchObject({ status: 422, body: { Error: 'GIFT_CARD_CURRENCY' } });
  });

  it('never lets a gift card pay for eCards (issue 18): refused for an eCard-only cart, and it pays only the rest of a mixed one', async () => {
    const code = await giftCard(5000, 'USD');
    const buyer = await guest();
    const recipient = `laundry-${crypto.randomUUID()}@checkout.test`;
    const eCard = { amount: 25, style: 'Image1', giftFrom: 'Sam', giftToName: 'Sam', giftToEmail: recipient, confirmEmail: recipient, giftMessage: '' };
    await changeCart(buyer, 'us', { kind: 'add-gift-card', card: eCard }, db());
    const eCardsOnly = choicesFor('us', { shippingAddress: null, shippingMethod: 'none', giftCardCodes: [code] });
    const refused = {
      status: 422,
      body: { Error: 'GIFT_CARD_NOT_FOR_ECARDS', message: expect.stringContaining('Gift cards cannot pay for eCards') },
    };
    await expect(quote(buyer, eCardsOnly)).rejects.toMatchObject({ status: 422, code: 'GIFT_CARD_NOT_FOR_ECARDS' });
    expect(await placeAt(buyer, crypto.randomUUID(), eCardsOnly, 2500)).toMatchObject(refused);
    expect(await placeAt(buyer, crypto.randomUUID(), eCardsOnly, 0)).toMatchObject(refused);
    expect(await ordersOf(buyer, db())).toEqual([]);
    expect(await balanceOf(code)).toBe(5000);

    // With a book in the cart, the gift card pays the book, its tax and shipping; the card pays the eCard.
    const book = await product(sql`actual_price_usd BETWEEN 800 AND 2000`);
    await add(buyer, book.sku, 1);
    const mixed = choicesFor('us', { giftCardCodes: [code] });
    const reviewed = await quote(buyer, mixed);
    expect(reviewed.cart.messages).toContain('Gift cards pay for the books and gifts in your order, not for eCards: the eCards are paid by card.');
    const placed = await checkout(buyer, mixed);
    expect(placed.status).toBe(201);
    const order = (await orderOf(buyer, orderNumberOf(placed.body), db()))!;
    expect(order.amountDueCents).toBe(2500);
    expect(order.giftCardCents).toBe(order.totalCents - 2500);
    expect(order.payment).toMatchObject({ provider: 'test', cardLast4: '4242' });
    expect(await balanceOf(code)).toBe(5000 - order.giftCardCents);
  });

  it('takes WELCOME10 once per customer (issue 18): refused when applied again, and at placement for the same email in a new session', async () => {
    const userId = await customer();
    const book = await product(sql`actual_price_usd >= 2500`);
    await add(userId, book.sku, 1);
    expect((await changeCart(userId, 'us', { kind: 'apply-coupon', code: 'WELCOME10' }, db())).coupon).toEqual({ code: 'WELCOME10', error: null });
    const first = await checkout(userId, choicesFor('us'));
    expect(first.status).toBe(201);
    expect((await orderOf(userId, orderNumberOf(first.body), db()))!.couponCode).toBe('WELCOME10');

    await add(userId, book.sku, 1);
    expect((await changeCart(userId, 'us', { kind: 'apply-coupon', code: 'welcome10' }, db())).coupon).toEqual({
      code: 'WELCOME10',
      error: 'You have already used this code: it can be used once per customer.',
    });
    const second = await checkout(userId, choicesFor('us'));
    expect(second.status).toBe(201);
    expect((await orderOf(userId, orderNumberOf(second.body), db()))!).toMatchObject({ couponCode: null, discountCents: 0 });

    // A guest session has used nothing, so the code applies; the order's email has, so placement refuses it.
    const again = await guest();
    await add(again, book.sku, 1);
    expect((await changeCart(again, 'us', { kind: 'apply-coupon', code: 'WELCOME10' }, db())).coupon.error).toBeNull();
    const firstEmail = (await orderOf(userId, orderNumberOf(first.body), db()))!.email;
    const [local, domain] = firstEmail.split('@');
    const sameEmail = choicesFor('us', { email: `${local!.toUpperCase()}+again@${domain}` });
    const usedCount = async () => (await queryRows<{ used_count: number }>(db(), sql`SELECT used_count FROM coupons WHERE code = 'WELCOME10'`))[0]!.used_count;
    const countedBefore = await usedCount();
    expect(await checkout(again, sameEmail)).toMatchObject({
      status: 409,
      body: {
        Error: 'COUPON_ALREADY_USED',
        message:
          'The code WELCOME10 can be used once per customer, and it has already been used with this account or email address. Remove it from your cart to check out.',
      },
    });
    expect(await usedCount()).toBe(countedBefore);
    expect(await ordersOf(again, db())).toEqual([]);
    expect(await stockOf(book.id)).toBe(48);

    // A declined payment gives the use back: the customer who never got the discount may use the code.
    const declined = await customer();
    await add(declined, book.sku, 1);
    await changeCart(declined, 'us', { kind: 'apply-coupon', code: 'WELCOME10' }, db());
    expect((await checkout(declined, choicesFor('us'), DECLINE)).status).toBe(402);
    expect((await changeCart(declined, 'us', { kind: 'apply-coupon', code: 'WELCOME10' }, db())).coupon.error).toBeNull();
    expect((await checkout(declined, choicesFor('us'))).status).toBe(201);
  });

  // The race cases of place-order.race.int.test.ts, one after the other, so that PGlite (one connection) proves them too.
  it('sells the last unit once: of two shoppers who both saw it in their cart, the second is refused', async () => {
    const last = await product(sql`TRUE`, 1);
    const [first, second] = [await guest(), await guest()];
    await add(first, last.sku, 1);
    await add(second, last.sku, 1);
    const seen = await Promise.all(
      [first, second].map(async (userId) => ({ userId, choices: choicesFor('us'), total: (await quote(userId, choicesFor('us'))).totals.totalCents })),
    );
    const results = [];
    for (const { userId, choices, total } of seen) results.push(await placeAt(userId, crypto.randomUUID(), choices, total));
    expect(results.map((result) => result.status)).toEqual([201, 409]);
    expect(results[1]!.body).toMatchObject({ Error: 'OUT_OF_STOCK', message: `${last.title} just sold out. Remove it from your cart to check out.` });
    expect(await stockOf(last.id)).toBe(0);
    const sold = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM order_lines WHERE product_id = ${last.id}`);
    expect(sold[0]!.n).toBe(1);
    expect(await queryRows(db(), sql`SELECT id FROM orders WHERE user_id = ${second}`)).toEqual([]);
  });

  it('spends a gift card once: of two shoppers who both saw its whole balance, the second is refused', async () => {
    const card = await giftCard(3000, 'USD');
    const book = await product(sql`actual_price_usd >= 1000`);
    const [first, second] = [await guest(), await guest()];
    const seen = [];
    for (const userId of [first, second]) {
      await add(userId, book.sku, 3);
      const choices = choicesFor('us', { giftCardCodes: [card] });
      const { totals } = await quote(userId, choices);
      expect(totals.giftCardCents).toBe(3000);
      seen.push({ userId, choices, total: totals.totalCents });
    }
    const results = [];
    for (const { userId, choices, total } of seen) results.push(await placeAt(userId, crypto.randomUUID(), choices, total));
    expect(results.map((result) => result.status)).toEqual([201, 422]);
    expect(results[1]!.body).toMatchObject({ Error: 'GIFT_CARD_EMPTY' });
    expect(await balanceOf(card)).toBe(0);
    const spent = await queryRows<{ cents: number }>(
      db(),
      sql`SELECT coalesce(sum(gift_card_cents), 0)::int AS cents FROM orders WHERE user_id IN (${first}, ${second})`,
    );
    expect(spent[0]!.cents).toBe(3000);
  });

  describe('an attempt whose process died', () => {
    const attemptOf = async (userId: string, key: string) =>
      (
        await queryRows<{ state: string; order_id: number | null }>(
          db(),
          sql`SELECT state, order_id FROM checkout_attempts WHERE user_id = ${userId} AND key = ${key}`,
        )
      )[0];
    /** The row a placement leaves when its process dies before it gets further, `secondsAgo` before `now`. */
    const diedAttempt = async (userId: string, key: string, choices: CheckoutChoices, total: number, now: Date, secondsAgo: number) => {
      const at = new Date(now.getTime() - secondsAgo * 1000);
      await db().execute(
        sql`INSERT INTO checkout_attempts (user_id, key, request_hash, state, created_at, updated_at) VALUES (${userId}, ${key}, ${requestHash(choices, total, APPROVE)}, 'processing', ${at.toISOString()}, ${at.toISOString()})`,
      );
    };
    /** A customer with one book in the cart, the total the checkout page showed, and a new key. */
    const shopperWithOneBook = async () => {
      const userId = await customer();
      const book = await product();
      await add(userId, book.sku, 1);
      const choices = choicesFor('us');
      return { userId, book, choices, total: (await quote(userId, choices)).totals.totalCents, key: crypto.randomUUID() };
    };

    it('holds its key for two minutes (409, nothing placed), then lets the same request place the order', async () => {
      const { userId, book, choices, total, key } = await shopperWithOneBook();
      const now = new Date();
      await diedAttempt(userId, key, choices, total, now, 90);
      expect(await placeAt(userId, key, choices, total, now)).toMatchObject({ status: 409, replayed: false, body: { Error: 'CHECKOUT_IN_PROGRESS' } });
      expect(await placeAt(userId, key, choices, total, new Date(now.getTime() + 30_000))).toMatchObject({
        status: 409,
        body: { Error: 'CHECKOUT_IN_PROGRESS' },
      });
      expect(await queryRows(db(), sql`SELECT id FROM orders WHERE user_id = ${userId}`)).toEqual([]);
      expect(await stockOf(book.id)).toBe(50);

      const later = new Date(now.getTime() + 31_000);
      const taken = await placeAt(userId, key, choices, total, later);
      expect(taken).toMatchObject({ status: 201, replayed: false, body: { order: { status: 'paid' } } });
      expect(await stockOf(book.id)).toBe(49);
      expect(await attemptOf(userId, key)).toMatchObject({ state: 'completed' });
      // Another body under the key is still refused, and the key now replays its one order.
      expect(await placeAt(userId, key, { ...choices, email: 'else@checkout.test' }, total, later)).toMatchObject({
        status: 422,
        body: { Error: 'IDEMPOTENCY_KEY_REUSED' },
      });
      const replay = await placeAt(userId, key, choices, total, later);
      expect(replay).toMatchObject({ status: 201, replayed: true });
      expect(orderNumberOf(replay.body)).toBe(orderNumberOf(taken.body));
    });

    it('resumes an order placed before its process died during payment: charged once, stock and coupon taken once', async () => {
      const userId = await customer();
      const book = await product(sql`actual_price_usd >= 1000`);
      await add(userId, book.sku, 2);
      await changeCart(userId, 'us', { kind: 'apply-coupon', code: 'WELCOME10' }, db());
      const choices = choicesFor('us');
      const total = (await quote(userId, choices)).totals.totalCents;
      const key = crypto.randomUUID();
      const usedBefore = (await queryRows<{ used_count: number }>(db(), sql`SELECT used_count FROM coupons WHERE code = 'WELCOME10'`))[0]!.used_count;
      const started = new Date();
      // The payment service never answers: the process is taken to have died with the order written, unpaid.
      void placeAt(userId, key, choices, total, started, { ...testPaymentProvider, charge: () => new Promise(() => undefined) });
      await expect.poll(async () => (await attemptOf(userId, key))?.order_id ?? null, { timeout: 30_000 }).not.toBeNull();
      const [pending] = await queryRows<{ number: string; status: string }>(db(), sql`SELECT number, status FROM orders WHERE user_id = ${userId}`);
      expect(pending).toMatchObject({ status: 'pending_payment' });

      expect(await placeAt(userId, key, choices, total, new Date(started.getTime() + 60_000))).toMatchObject({
        status: 409,
        body: { Error: 'CHECKOUT_IN_PROGRESS' },
      });
      const resumed = await placeAt(userId, key, choices, total, new Date(started.getTime() + 121_000));
      expect(resumed).toMatchObject({ status: 201, replayed: false, body: { order: { number: pending!.number, status: 'paid' } } });
      const counts = (
        await queryRows<{ orders: number; payments: number }>(
          db(),
          sql`SELECT count(DISTINCT o.id)::int AS orders, count(p.id)::int AS payments FROM orders o LEFT JOIN payments p ON p.order_id = o.id WHERE o.user_id = ${userId}`,
        )
      )[0]!;
      expect(counts).toEqual({ orders: 1, payments: 1 });
      expect(await stockOf(book.id)).toBe(48);
      expect((await queryRows<{ used_count: number }>(db(), sql`SELECT used_count FROM coupons WHERE code = 'WELCOME10'`))[0]!.used_count).toBe(usedBefore + 1);
      expect(await attemptOf(userId, key)).toMatchObject({ state: 'completed' });
    });

    it('an older key resumed after the shopper ordered the same cart with a new key charges nothing: one paid order (issue 18)', async () => {
      const { userId, book, choices, total, key } = await shopperWithOneBook();
      const started = new Date();
      // The process dies after writing the order, before the payment answers; the checkout page saw a socket error.
      void placeAt(userId, key, choices, total, started, { ...testPaymentProvider, charge: () => new Promise(() => undefined) });
      await expect.poll(async () => (await attemptOf(userId, key))?.order_id ?? null, { timeout: 30_000 }).not.toBeNull();
      const [older] = await queryRows<{ number: string }>(db(), sql`SELECT number FROM orders WHERE user_id = ${userId}`);

      // The shopper orders the same cart again with a new key, once the dead attempt is no longer held.
      const newer = await placeAt(userId, crypto.randomUUID(), choices, total, new Date(started.getTime() + 121_000));
      expect(newer).toMatchObject({ status: 201, body: { order: { status: 'paid' } } });
      // Later the older key is retried (another tab, a late retry): it must not charge the cart a second time.
      const resumed = await placeAt(userId, key, choices, total, new Date(started.getTime() + 240_000));
      expect(resumed).toMatchObject({ status: 409, body: { Error: 'CART_ALREADY_ORDERED', message: expect.stringContaining(orderNumberOf(newer.body)) } });

      const orders = await queryRows<{ number: string; status: string }>(db(), sql`SELECT number, status FROM orders WHERE user_id = ${userId} ORDER BY id`);
      expect(orders).toEqual([
        { number: older!.number, status: 'payment_failed' },
        { number: orderNumberOf(newer.body), status: 'paid' },
      ]);
      const payments = await queryRows<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id = ${userId} AND p.status = 'succeeded'`,
      );
      expect(payments[0]!.n).toBe(1);
      expect(await stockOf(book.id)).toBe(49);
    });

    it('a payment that answers after its order was replaced by a later order of the cart is refunded at once (issue 18)', async () => {
      const { userId, book, choices, total, key } = await shopperWithOneBook();
      const started = new Date();
      let approve: (() => void) | undefined;
      const refunds: Array<{ chargeRef: string; amountCents: number }> = [];
      const slow: PaymentProvider = {
        ...testPaymentProvider,
        charge: () =>
          new Promise((resolve) => {
            approve = () => resolve({ status: 'approved', providerRef: 'test_ch_late', cardBrand: 'Visa', cardLast4: '4242' });
          }),
        refund: async (request) => {
          refunds.push({ chargeRef: request.chargeRef, amountCents: request.amountCents });
          return { providerRef: 'test_re_late' };
        },
      };
      const late = placeAt(userId, key, choices, total, started, slow);
      await expect.poll(() => approve !== undefined, { timeout: 30_000 }).toBe(true);
      const newer = await placeAt(userId, crypto.randomUUID(), choices, total, new Date(started.getTime() + 121_000));
      expect(newer).toMatchObject({ status: 201 });
      approve!();
      const [older] = await queryRows<{ amount_due_cents: number }>(
        db(),
        sql`SELECT amount_due_cents FROM orders WHERE user_id = ${userId} AND status = 'payment_failed'`,
      );
      expect(await late).toMatchObject({ status: 409, body: { Error: 'CHECKOUT_EXPIRED', message: expect.stringContaining('being refunded') } });
      expect(refunds).toEqual([{ chargeRef: 'test_ch_late', amountCents: older!.amount_due_cents }]);
      const paid = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId} AND status = 'paid'`);
      expect(paid[0]!.n).toBe(1);
      expect(await stockOf(book.id)).toBe(49);
    });

    it('replays an order paid before its process died, without charging again', async () => {
      const { userId, book, choices, total, key } = await shopperWithOneBook();
      const started = new Date();
      const paid = await placeAt(userId, key, choices, total, started);
      expect(paid.status).toBe(201);
      // As if the process died after the payment and before it wrote down the answer.
      await db().execute(
        sql`UPDATE checkout_attempts SET state = 'processing', response_status = NULL, response_body = NULL, updated_at = ${started.toISOString()} WHERE user_id = ${userId} AND key = ${key}`,
      );
      const replay = await placeAt(userId, key, choices, total, new Date(started.getTime() + 180_000));
      expect(replay).toMatchObject({ status: 201, replayed: true, body: { order: { number: orderNumberOf(paid.body), status: 'paid' } } });
      const payments = await queryRows<{ n: number }>(
        db(),
        sql`SELECT count(*)::int AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id = ${userId}`,
      );
      expect(payments[0]!.n).toBe(1);
      expect(await stockOf(book.id)).toBe(49);
    });
  });

  /** A gift card bought on a real (paid) eCard order; its code read from the recipient's email, the only place it exists. */
  async function giftCard(cents: number, currency: 'USD' | 'CAD'): Promise<string> {
    const buyer = await guest();
    const site = currency === 'CAD' ? 'ca' : 'us';
    const recipient = `card-${crypto.randomUUID()}@checkout.test`;
    await changeCart(
      buyer,
      site,
      {
        kind: 'add-gift-card',
        card: {
          amount: cents / 100,
          style: 'Image2',
          giftFrom: 'Gran',
          giftToName: 'Pat',
          giftToEmail: recipient,
          confirmEmail: recipient,
          giftMessage: 'Happy reading!',
        },
      },
      db(),
    );
    const choices = choicesFor(site, { shippingAddress: null, shippingMethod: 'none' });
    const result = await checkout(buyer, choices);
    expect(result.status).toBe(201);
    const mail = outbox().find((message) => message.includes(`To: ${recipient}`) && message.includes('gift card code'));
    const code = /Your gift card code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(mail ?? '')?.[1];
    if (!code) throw new Error('The eCard email with its code was not written');
    return code;
  }
  const balanceOf = async (code: string) => {
    const { giftCardBalance } = await import('@/modules/giftcards/index.server');
    return (await giftCardBalance(code, db()))!.balanceCents;
  };

  it('refunds a line, then the rest, exactly: stock, gift card and card back, emails and refund events', async () => {
    const userId = await customer();
    const book = await product(sql`actual_price_usd >= 1500`);
    const toy = await product(sql`actual_price_usd >= 1500`);
    await add(userId, book.sku, 3);
    await add(userId, toy.sku, 1);
    const card = await giftCard(2000, 'USD');
    const placed = await checkout(userId, choicesFor('us', { giftCardCodes: [card] }));
    const number = orderNumberOf(placed.body);
    const order = (await orderOf(userId, number, db()))!;
    const bookLine = order.lines.find((line) => line.sku === book.sku)!;
    const partial = await refundOrder(number, { lines: [{ lineId: bookLine.id, quantity: 1 }], reason: 'Damaged', actor: 'test' }, testPaymentProvider, db());
    expect(partial.order.status).toBe('partially_refunded');
    expect(await stockOf(book.id)).toBe(48);
    const full = await refundOrder(number, { reason: 'Customer changed mind', actor: 'test' }, testPaymentProvider, db());
    expect(full.order.status).toBe('refunded');
    expectDeclaredBody(orderRoutes.detail, 200, { order: orderJson(full.order) });
    expect(full.order.refundedCents).toBe(order.totalCents);
    expect(partial.plan.amountCents + full.plan.amountCents).toBe(order.totalCents);
    expect(partial.plan.toGiftCardsCents + full.plan.toGiftCardsCents).toBe(order.giftCardCents);
    expect(partial.plan.toCardCents + full.plan.toCardCents).toBe(order.amountDueCents);
    expect(await stockOf(book.id)).toBe(50);
    expect(await stockOf(toy.id)).toBe(50);
    expect(await balanceOf(card)).toBe(2000);
    const refundsToCard = await queryRows<{ total: number }>(
      db(),
      sql`SELECT coalesce(sum(amount_cents), 0)::int AS total FROM payments WHERE order_id = ${order.id} AND kind = 'refund'`,
    );
    expect(refundsToCard[0]!.total).toBe(order.amountDueCents);
    expect(outbox().filter((message) => message.includes(`refund for order ${number}`)).length).toBe(2);
    await expect(refundOrder(number, { reason: '', actor: 'test' }, testPaymentProvider, db())).rejects.toMatchObject({ status: 409, code: 'NOT_REFUNDABLE' });
    const events = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM analytics_events WHERE name = 'refund' AND payload->'ecommerce'->>'transaction_id' = ${number}`,
    );
    expect(events[0]!.n).toBe(2);
  });

  it('offers free shipping to the organization while its fair runs', async () => {
    const userId = await guest();
    const book = await product();
    await add(userId, book.sku, 1);
    const [organization] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO organizations (slug, name, site) VALUES ('lakeside-school', 'Lakeside School', 'us') RETURNING id`,
    );
    expect(await checkout(userId, choicesFor('us', { organization: 'lakeside-school', shippingMethod: 'fair' }))).toMatchObject({
      status: 422,
      body: { Error: 'SHIPPING_UNAVAILABLE' },
    });
    await db().execute(
      sql`INSERT INTO book_fairs (organization_id, name, starts_at, ends_at) VALUES (${organization!.id}, 'Spring Fair', now() - interval '1 day', now() + interval '6 days')`,
    );
    const placed = await checkout(userId, choicesFor('us', { organization: 'lakeside-school', shippingMethod: 'fair' }));
    expect(placed.status).toBe(201);
    const order = (await orderOf(userId, orderNumberOf(placed.body), db()))!;
    expect(order).toMatchObject({ shippingMethod: 'fair', shippingCents: 0, organization: { slug: 'lakeside-school', name: 'Lakeside School' } });
    expect(await checkout(userId, choicesFor('us', { organization: 'no-such-school' }))).toMatchObject({ status: 422 });
  });

  it('releases an order whose hosted payment never answered, after an hour: stock back, status payment_failed', async () => {
    const userId = await guest();
    const book = await product();
    await add(userId, book.sku, 3);
    // A provider that sends the shopper away to pay and never calls back.
    const hosted: PaymentProvider = {
      name: 'stripe',
      collectsCard: false,
      charge: async () => ({ status: 'redirect', url: 'https://pay.example/session', providerRef: `cs_${crypto.randomUUID()}` }),
      refund: async () => ({ providerRef: 're_1' }),
    };
    const choices = choicesFor('us');
    const { totals } = await quote(userId, choices);
    const placed = await placeOrder({
      userId,
      idempotencyKey: crypto.randomUUID(),
      choices,
      expectedTotalCents: totals.totalCents,
      card: null,
      provider: hosted,
      baseUrl: 'http://shop.test',
      db: db(),
    });
    expect(placed).toMatchObject({ status: 202, body: { payment: { status: 'redirect', redirectUrl: 'https://pay.example/session' } } });
    expect(await stockOf(book.id)).toBe(47);
    const number = orderNumberOf(placed.body);
    expect(await releaseStalePendingOrders(db(), new Date(Date.now() + 30 * 60_000))).toBe(0);
    expect(await releaseStalePendingOrders(db(), new Date(Date.now() + 61 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await stockOf(book.id)).toBe(50);
    const [row] = await queryRows<{ status: string }>(db(), sql`SELECT status FROM orders WHERE number = ${number}`);
    expect(row!.status).toBe('payment_failed');
  });

  it('staff move a paid order to shipped, then delivered, one step at a time, on its timeline', async () => {
    const userId = await customer();
    await add(userId, (await product()).sku, 1);
    const number = orderNumberOf((await checkout(userId, choicesFor('us'))).body);
    await expect(advanceOrder(number, 'delivered', '', db())).rejects.toMatchObject({ status: 409, code: 'INVALID_STATUS_CHANGE' });
    const shipped = await advanceOrder(number, 'shipped', 'Tracking 1Z999', db());
    // The shipping state follows: every unit counts shipped, so nothing is left for staff to ship.
    expect(shipped).toMatchObject({ status: 'shipped', shippingState: 'shipped', lines: [expect.objectContaining({ shippedQuantity: 1 })] });
    const delivered = await advanceOrder(number, 'delivered', '', db());
    expect(delivered.shippingState).toBe('delivered');
    expect(delivered.timeline.map((event) => [event.status, event.note])).toEqual([
      ['pending_payment', 'Order placed'],
      ['paid', 'Paid Visa ending 4242'],
      ['shipped', 'Tracking 1Z999'],
      ['delivered', ''],
    ]);
    await expect(advanceOrder('BF-0000-0000', 'shipped', '', db())).rejects.toMatchObject({ status: 404 });
  });
});
