import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, type DbHandle, inTransaction, queryRows } from '@/db/client';
import { seedDemoCommerce } from '@/db/seed/commerce';
import { seedCatalogue } from '@/db/seed/seed';
import { resumeOrCreateGuest } from '@/modules/accounts/index.server';
import { changeCart } from '@/modules/cart/index.server';
import { priceCheckout, type CheckoutChoices, type PlacementAnswer } from '@/modules/checkout/index.server';
import { testPaymentProvider } from '@/modules/payments/index.server';
import { openTestDatabase } from '../../../tests/support/databases';
import { requestHash } from './idempotency';
import { placeOrder, type PlacementResult } from './place-order.server';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'checkout-race-'));
vi.stubEnv('DATA_DIR', dataDir);
vi.stubEnv('SMTP_URL', '');

const APPROVE = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Pat Reader' };
const NY = { fullName: 'Pat Reader', line1: '1 Main St', line2: '', city: 'Albany', region: 'NY', postalCode: '12207', phone: '' };

/** Races need real concurrent connections: PostgreSQL only (PGlite has one connection). */
describe.runIf(process.env.TEST_DATABASE_URL)('checkout races [postgres]', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let wide: DbHandle;
  const db = () => wide.db;
  const used = new Set<number>();
  let people = 0;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    // Enough connections for every checkout of a race to hold its own transaction at once.
    wide = await connect({ databaseUrl: database.url!, poolMax: 40 });
    await seedCatalogue(db(), { count: 200 });
    await seedDemoCommerce(db());
  });
  afterAll(async () => {
    await wide?.close();
    await database?.close();
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function product(stock: number) {
    const rows = await queryRows<{ id: number; sku: string }>(
      db(),
      sql`SELECT id, sku FROM products WHERE domain_restrictions @> ARRAY['.com']::text[] AND max_purchase_qty >= 5 ORDER BY id LIMIT 100`,
    );
    const row = rows.find((candidate) => !used.has(candidate.id))!;
    used.add(row.id);
    await db().execute(sql`UPDATE products SET stock = ${stock} WHERE id = ${row.id}`);
    return row;
  }
  const stockOf = async (id: number) => (await queryRows<{ stock: number }>(db(), sql`SELECT stock FROM products WHERE id = ${id}`))[0]!.stock;
  const shopperWith = async (sku: string, quantity = 1) => {
    const userId = (await resumeOrCreateGuest(null, db())).id;
    await changeCart(userId, 'us', { kind: 'add', sku, quantity }, db());
    return userId;
  };
  const choices = (extra: Partial<CheckoutChoices> = {}): CheckoutChoices => ({
    site: 'us',
    email: `racer${(people += 1)}@checkout.test`,
    shippingAddress: NY,
    shippingMethod: 'standard',
    organization: null,
    giftCardCodes: [],
    ...extra,
  });
  const expectedTotal = async (userId: string, picked: CheckoutChoices) =>
    (await inTransaction(db(), async (tx) => priceCheckout(tx, userId, picked, new Date()))).totals.totalCents;
  const place = (userId: string, picked: CheckoutChoices, expected: number, key: string = crypto.randomUUID()) =>
    placeOrder({
      userId,
      idempotencyKey: key,
      choices: picked,
      expectedTotalCents: expected,
      card: APPROVE,
      provider: testPaymentProvider,
      baseUrl: 'http://shop.test',
      db: db(),
    });
  const statuses = (results: PlacementResult[]) => results.map((result) => result.status).sort();

  it('30 concurrent checkouts of the last unit: one order, 29 clean 409s, stock 0', async () => {
    const last = await product(1);
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => shopperWith(last.sku)));
    const prepared = await Promise.all(shoppers.map(async (userId) => ({ userId, picked: choices(), expected: 0 })));
    for (const entry of prepared) entry.expected = await expectedTotal(entry.userId, entry.picked);
    const results = await Promise.all(prepared.map(({ userId, picked, expected }) => place(userId, picked, expected)));
    expect(statuses(results)).toEqual([201, ...Array(29).fill(409)]);
    for (const refused of results.filter((result) => result.status === 409))
      expect(refused.body).toMatchObject({ Error: 'OUT_OF_STOCK', message: expect.stringContaining('sold out') });
    expect(await stockOf(last.id)).toBe(0);
    const sold = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.product_id = ${last.id}`,
    );
    expect(sold[0]!.n).toBe(1);
  });

  it('the same Idempotency-Key sent 10 times at once: one order, one payment; the rest 409 or the same order', async () => {
    const book = await product(20);
    const userId = await shopperWith(book.sku);
    const picked = choices();
    const expected = await expectedTotal(userId, picked);
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => place(userId, picked, expected, key)));
    const numbers = new Set(results.filter((result) => result.status === 201).map((result) => (result.body as PlacementAnswer).order.number));
    expect(numbers.size).toBe(1);
    for (const result of results) expect([201, 409]).toContain(result.status);
    for (const busy of results.filter((result) => result.status === 409)) expect(busy.body).toMatchObject({ Error: 'CHECKOUT_IN_PROGRESS' });
    const replay = await place(userId, picked, expected, key);
    expect(replay).toMatchObject({ status: 201, replayed: true });
    expect((replay.body as PlacementAnswer).order.number).toBe([...numbers][0]);
    const counts = (
      await queryRows<{ orders: number; payments: number }>(
        db(),
        sql`SELECT count(DISTINCT o.id)::int AS orders, count(p.id)::int AS payments FROM orders o LEFT JOIN payments p ON p.order_id = o.id WHERE o.user_id = ${userId}`,
      )
    )[0]!;
    expect(counts).toEqual({ orders: 1, payments: 1 });
    expect(await stockOf(book.id)).toBe(19);
  });

  it('concurrent redemptions of one gift card never overdraw it', async () => {
    const buyer = (await resumeOrCreateGuest(null, db())).id;
    const recipient = 'race-card@checkout.test';
    await changeCart(
      buyer,
      'us',
      {
        kind: 'add-gift-card',
        card: { amount: 30, style: 'Image1', giftFrom: 'Gran', giftToName: 'Pat', giftToEmail: recipient, confirmEmail: recipient, giftMessage: '' },
      },
      db(),
    );
    const bought = choices({ shippingAddress: null, shippingMethod: 'none' });
    expect((await place(buyer, bought, await expectedTotal(buyer, bought))).status).toBe(201);
    const { readdirSync, readFileSync } = await import('node:fs');
    const { decodeQuotedPrintable } = await import('../../../tests/support/mail');
    const mail = readdirSync(path.join(dataDir, 'outbox'))
      .map((file) => decodeQuotedPrintable(readFileSync(path.join(dataDir, 'outbox', file), 'utf8')))
      .find((text) => text.includes(`To: ${recipient}`))!;
    const code = /Your gift card code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(mail)![1]!;

    const book = await product(50);
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => shopperWith(book.sku)));
    const prepared = [];
    for (const userId of shoppers) {
      const picked = choices({ giftCardCodes: [code] });
      prepared.push({ userId, picked, expected: await expectedTotal(userId, picked) });
    }
    const results = await Promise.all(prepared.map(({ userId, picked, expected }) => place(userId, picked, expected)));
    for (const result of results) expect([201, 422]).toContain(result.status);
    const [card] = await queryRows<{ balance_cents: number }>(db(), sql`SELECT balance_cents FROM gift_cards WHERE recipient_email = ${recipient}`);
    const spent = await queryRows<{ total: number }>(
      db(),
      sql`SELECT coalesce(sum(gift_card_cents), 0)::int AS total FROM orders WHERE user_id IN (${sql.join(
        shoppers.map((id) => sql`${id}`),
        sql`, `,
      )}) AND status = 'paid'`,
    );
    expect(card!.balance_cents).toBeGreaterThanOrEqual(0);
    expect(spent[0]!.total + card!.balance_cents).toBe(3000);
    expect(card!.balance_cents).toBe(0);
  });

  it('8 concurrent checkouts with a one-use coupon: one order takes it, 7 are refused with COUPON_USED_UP, nothing charged', async () => {
    const books = await Promise.all(Array.from({ length: 8 }, () => product(20)));
    const shoppers = [];
    for (const book of books) {
      const userId = await shopperWith(book.sku, 3);
      await changeCart(userId, 'us', { kind: 'apply-coupon', code: 'FAIRDAY' }, db());
      const picked = choices();
      const priced = await inTransaction(db(), async (tx) => priceCheckout(tx, userId, picked, new Date()));
      expect(priced.totals.discounts.map((discount) => discount.type)).toContain('coupon');
      shoppers.push({ userId, picked, expected: priced.totals.totalCents, book });
    }
    // Hold the coupon's row so that every placement has priced its order (the coupon still unused) before any counts it.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query("SELECT code FROM coupons WHERE code = 'FAIRDAY' FOR NO KEY UPDATE");
    const placing = Promise.all(shoppers.map(({ userId, picked, expected }) => place(userId, picked, expected)));
    try {
      // Waiters queue behind one another on a row, so count every session of this database waiting for a lock.
      await expect
        .poll(
          async () =>
            (
              await blocker.query<{ n: number }>(
                "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
              )
            ).rows[0]!.n,
          { timeout: 30_000 },
        )
        .toBe(8);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    const results = await placing;

    expect(statuses(results)).toEqual([201, ...Array(7).fill(409)]);
    for (const refused of results.filter((result) => result.status === 409))
      expect(refused.body).toMatchObject({
        Error: 'COUPON_USED_UP',
        message: 'The code FAIRDAY has just been used up. Remove it from your cart to check out.',
      });
    const ids = shoppers.map(({ userId }) => sql`${userId}`);
    const placed = await queryRows<{ coupon_code: string | null; status: string }>(
      db(),
      sql`SELECT coupon_code, status FROM orders WHERE user_id IN (${sql.join(ids, sql`, `)})`,
    );
    expect(placed).toEqual([{ coupon_code: 'FAIRDAY', status: 'paid' }]);
    const charged = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id IN (${sql.join(ids, sql`, `)})`,
    );
    expect(charged[0]!.n).toBe(1);
    expect((await queryRows<{ used_count: number }>(db(), sql`SELECT used_count FROM coupons WHERE code = 'FAIRDAY'`))[0]!.used_count).toBe(1);
    const stock = await Promise.all(books.map((book) => stockOf(book.id)));
    expect(stock.sort()).toEqual([17, ...Array(7).fill(20)]);
  });

  it('WELCOME10 once per customer (issue 18): 6 concurrent checkouts from 6 guest sessions with one email, one takes it, 5 are refused', async () => {
    const email = `welcome-race-${crypto.randomUUID().slice(0, 8)}@checkout.test`;
    const shoppers = [];
    for (let index = 0; index < 6; index += 1) {
      const book = await product(20);
      const userId = await shopperWith(book.sku, 3);
      await changeCart(userId, 'us', { kind: 'apply-coupon', code: 'WELCOME10' }, db());
      // The same person: the address as typed, in other cases and with +tags.
      const picked = choices({ email: index % 2 === 0 ? email : email.replace('@', `+try${index}@`).toUpperCase() });
      const priced = await inTransaction(db(), async (tx) => priceCheckout(tx, userId, picked, new Date()));
      expect(priced.totals.discounts.map((discount) => discount.type)).toContain('coupon');
      shoppers.push({ userId, picked, expected: priced.totals.totalCents, book });
    }
    const usedBefore = (await queryRows<{ used_count: number }>(db(), sql`SELECT used_count FROM coupons WHERE code = 'WELCOME10'`))[0]!.used_count;
    // Every placement prices its order (the code unused by this person) and waits at the count before any counts it.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query("SELECT code FROM coupons WHERE code = 'WELCOME10' FOR NO KEY UPDATE");
    const placing = Promise.all(shoppers.map(({ userId, picked, expected }) => place(userId, picked, expected)));
    try {
      // Watched from outside the blocker's transaction, whose view of pg_stat_activity stays as it first read it.
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ n: number }>(
                db(),
                sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
              )
            )[0]!.n,
          { timeout: 30_000 },
        )
        .toBe(6);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    const results = await placing;
    expect(statuses(results)).toEqual([201, ...Array(5).fill(409)]);
    for (const refused of results.filter((result) => result.status === 409)) expect(refused.body).toMatchObject({ Error: 'COUPON_ALREADY_USED' });
    const ids = shoppers.map(({ userId }) => sql`${userId}`);
    const placed = await queryRows<{ coupon_code: string | null; status: string }>(
      db(),
      sql`SELECT coupon_code, status FROM orders WHERE user_id IN (${sql.join(ids, sql`, `)})`,
    );
    expect(placed).toEqual([{ coupon_code: 'WELCOME10', status: 'paid' }]);
    expect((await queryRows<{ used_count: number }>(db(), sql`SELECT used_count FROM coupons WHERE code = 'WELCOME10'`))[0]!.used_count).toBe(usedBefore + 1);
    const stock = await Promise.all(shoppers.map(({ book }) => stockOf(book.id)));
    expect(stock.sort()).toEqual([17, ...Array(5).fill(20)]);
  });

  it('6 concurrent retries of an attempt whose process died: one takes it over and places the order, 5 get 409', async () => {
    const book = await product(20);
    const userId = await shopperWith(book.sku);
    const picked = choices();
    const expected = await expectedTotal(userId, picked);
    const key = crypto.randomUUID();
    const died = new Date(Date.now() - 3 * 60_000).toISOString();
    await db().execute(
      sql`INSERT INTO checkout_attempts (user_id, key, request_hash, state, created_at, updated_at) VALUES (${userId}, ${key}, ${requestHash(picked, expected, APPROVE)}, 'processing', ${died}, ${died})`,
    );
    const results = await Promise.all(Array.from({ length: 6 }, () => place(userId, picked, expected, key)));
    expect(statuses(results)).toEqual([201, ...Array(5).fill(409)]);
    for (const busy of results.filter((result) => result.status === 409)) expect(busy.body).toMatchObject({ Error: 'CHECKOUT_IN_PROGRESS' });
    const counts = (
      await queryRows<{ orders: number; payments: number }>(
        db(),
        sql`SELECT count(DISTINCT o.id)::int AS orders, count(p.id)::int AS payments FROM orders o LEFT JOIN payments p ON p.order_id = o.id WHERE o.user_id = ${userId}`,
      )
    )[0]!;
    expect(counts).toEqual({ orders: 1, payments: 1 });
    expect(await stockOf(book.id)).toBe(19);
  });

  it('a database connection killed in the middle of placement leaves no order at all', async () => {
    const book = await product(10);
    const userId = await shopperWith(book.sku, 2);
    const picked = choices();
    const expected = await expectedTotal(userId, picked);
    // Hold the product's row so the placement stops at its stock update, after it wrote the order and its lines (NO KEY:
    // the lines' foreign key check may still read the row).
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM products WHERE id = $1 FOR NO KEY UPDATE', [book.id]);
    const placing = place(userId, picked, expected);
    let pid: number | undefined;
    for (let attempt = 0; attempt < 200 && !pid; attempt += 1) {
      const waiting = await blocker.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))');
      pid = waiting.rows[0]?.pid;
      if (!pid) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(pid).toBeDefined();
    // The order row exists inside the placement's transaction, invisible to everyone else until it commits.
    const inFlight = await blocker.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId]);
    expect(inFlight.rows[0]!.n).toBe(0);
    const writing = await blocker.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE l.pid = $1 AND c.relname = 'orders' AND l.mode = 'RowExclusiveLock'",
      [pid],
    );
    expect(writing.rows[0]!.n).toBe(1);
    await blocker.query('SELECT pg_terminate_backend($1)', [pid]);
    await expect(placing).rejects.toThrow();
    await blocker.query('ROLLBACK');
    await blocker.end();
    const left = (
      await queryRows<{ orders: number; lines: number; attempts: number }>(
        db(),
        sql`SELECT (SELECT count(*)::int FROM orders WHERE user_id = ${userId}) AS orders,
                 (SELECT count(*)::int FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.user_id = ${userId}) AS lines,
                 (SELECT count(*)::int FROM checkout_attempts WHERE user_id = ${userId}) AS attempts`,
      )
    )[0]!;
    expect(left).toEqual({ orders: 0, lines: 0, attempts: 0 });
    expect(await stockOf(book.id)).toBe(10);
    // The shopper can simply try again.
    expect((await place(userId, picked, expected)).status).toBe(201);
  });
});
