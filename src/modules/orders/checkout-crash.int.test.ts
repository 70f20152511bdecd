import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, queryRows } from '@/db/client';
import { seedDemoCommerce } from '@/db/seed/commerce';
import { seedCatalogue } from '@/db/seed/seed';
import { registerCustomer } from '@/modules/accounts/index.server';
import { changeCart } from '@/modules/cart/index.server';
import { priceCheckout, type CheckoutChoices, type PlacementAnswer } from '@/modules/checkout/index.server';
import { testPaymentProvider } from '@/modules/payments/index.server';
import { openTestDatabase } from '../../../tests/support/databases';
import { temporaryDataDir } from '../../../tests/support/data-dir';
import { checkoutByKey, placeOrder, type PlacementResult } from './place-order.server';

const dataDir = temporaryDataDir('checkout-crash');
const APPROVE = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Pat Reader' };
const NY = { fullName: 'Pat Reader', line1: '1 Main St', line2: '', city: 'Albany', region: 'NY', postalCode: '12207', phone: '' };
const CHILD = path.resolve('tests/support/place-order-child.ts');
type PausePoint = 'after-claim' | 'after-order' | 'after-charge' | 'after-payment';

/**
 * Issue 18: an app process killed (`kill -9`) in the middle of a checkout. The placement runs in a child process of its
 * own, stopped at a point inside checkout by the test-only CHECKOUT_TEST_PAUSE_AT and killed there; then the shopper
 * retries from another process. Nothing is lost (the order is found by its key) and no cart is charged twice.
 * PostgreSQL only: two processes cannot share a PGlite database.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a process killed during checkout [postgres]', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const db = () => database.db;
  let people = 0;
  const used = new Set<number>();

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    await seedCatalogue(db(), { count: 150 });
    await seedDemoCommerce(db());
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A customer with one book (stock 20) in the cart, the total the review showed, and the choices of the form. */
  async function shopper() {
    people += 1;
    const userId = (
      await registerCustomer({ email: `crash${people}@checkout.test`, password: 'ReadMore2026', firstName: 'Pat', lastName: 'Reader', newsletter: false }, db())
    ).id;
    const rows = await queryRows<{ id: number; sku: string }>(
      db(),
      sql`SELECT id, sku FROM products WHERE domain_restrictions @> ARRAY['.com']::text[] AND max_purchase_qty >= 5 ORDER BY id LIMIT 100`,
    );
    const book = rows.find((row) => !used.has(row.id))!;
    used.add(book.id);
    await db().execute(sql`UPDATE products SET stock = 20 WHERE id = ${book.id}`);
    await changeCart(userId, 'us', { kind: 'add', sku: book.sku, quantity: 1 }, db());
    const choices: CheckoutChoices = {
      site: 'us',
      email: `crash${people}@checkout.test`,
      shippingAddress: NY,
      shippingMethod: 'standard',
      organization: null,
      giftCardCodes: [],
    };
    const total = (await inTransaction(db(), async (tx) => priceCheckout(tx, userId, choices, new Date()))).totals.totalCents;
    return { userId, book, choices, total };
  }

  /** Starts the placement in a child process that stops at `pauseAt`; answers once it has stopped there, with its kill. */
  async function placeAndStopAt(pauseAt: PausePoint, request: { userId: string; key: string; choices: CheckoutChoices; total: number; now: Date }) {
    const environment: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url!,
      DATA_DIR: dataDir,
      SMTP_URL: '',
      LOG_LEVEL: 'silent',
      CHECKOUT_TEST_PAUSE_AT: pauseAt,
    };
    const child = spawn(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        CHILD,
        JSON.stringify({
          userId: request.userId,
          key: request.key,
          choices: request.choices,
          expectedTotalCents: request.total,
          card: APPROVE,
          now: request.now.toISOString(),
        }),
      ],
      { env: environment, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`paused:${pauseAt}`)) resolve();
      });
      void exited.then(({ code }) => reject(new Error(`the placement process ended (${code}) before reaching ${pauseAt}: ${output}${errors}`)));
    });
    return {
      kill9: async () => {
        child.kill('SIGKILL');
        expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
      },
    };
  }

  /** A retry from this process (another one than the killed placement), as the checkout page sends it. */
  const retry = (userId: string, key: string, choices: CheckoutChoices, total: number, now: Date): Promise<PlacementResult> =>
    placeOrder({
      userId,
      idempotencyKey: key,
      choices,
      expectedTotalCents: total,
      card: APPROVE,
      provider: testPaymentProvider,
      baseUrl: 'http://shop.test',
      db: db(),
      now,
    });

  const ledger = async (userId: string, bookId: number) =>
    (
      await queryRows<{ paid: number; unpaid: number; payments: number; stock: number }>(
        db(),
        sql`SELECT (SELECT count(*)::int FROM orders WHERE user_id = ${userId} AND status = 'paid') AS paid,
                   (SELECT count(*)::int FROM orders WHERE user_id = ${userId} AND status = 'pending_payment') AS unpaid,
                   (SELECT count(*)::int FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id = ${userId} AND p.status = 'succeeded') AS payments,
                   (SELECT stock FROM products WHERE id = ${bookId}) AS stock`,
      )
    )[0]!;
  const numberOf = (result: PlacementResult) => (result.body as PlacementAnswer).order.number;
  const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

  it('killed after the order was paid, before the answer: the order is found by its key, and the retry answers it without charging again', async () => {
    const { userId, book, choices, total } = await shopper();
    const key = crypto.randomUUID();
    const started = new Date();
    await (await placeAndStopAt('after-payment', { userId, key, choices, total, now: started })).kill9();

    const found = await checkoutByKey(userId, key, db());
    expect(found).toMatchObject({ state: 'placed', order: { status: 'paid' } });
    const number = found.state === 'placed' ? found.order.number : '';
    expect(await checkoutByKey(crypto.randomUUID(), key, db())).toEqual({ state: 'none' });
    // The retry within two minutes is told to wait; after them it answers the same order, charged once.
    expect(await retry(userId, key, choices, total, later(started, 30))).toMatchObject({ status: 409, body: { Error: 'CHECKOUT_IN_PROGRESS' } });
    const answered = await retry(userId, key, choices, total, later(started, 121));
    expect(answered).toMatchObject({ status: 201, replayed: true, body: { order: { number, status: 'paid' } } });
    expect(await ledger(userId, book.id)).toEqual({ paid: 1, unpaid: 0, payments: 1, stock: 19 });
  });

  it('killed after the order was written, before the charge: a new key is refused meanwhile, and the same key pays that one order', async () => {
    const { userId, book, choices, total } = await shopper();
    const key = crypto.randomUUID();
    const started = new Date();
    await (await placeAndStopAt('after-order', { userId, key, choices, total, now: started })).kill9();
    const found = await checkoutByKey(userId, key, db());
    expect(found).toMatchObject({ state: 'placed', order: { status: 'pending_payment' } });
    const number = found.state === 'placed' ? found.order.number : '';

    // What the old checkout page did after the socket error: a new key for the same cart. Refused, no second order.
    expect(await retry(userId, crypto.randomUUID(), choices, total, later(started, 5))).toMatchObject({
      status: 409,
      body: { Error: 'CHECKOUT_IN_PROGRESS', message: expect.stringContaining('earlier checkout of this cart') },
    });
    const paid = await retry(userId, key, choices, total, later(started, 121));
    expect(paid).toMatchObject({ status: 201, body: { order: { number, status: 'paid' } } });
    expect(await checkoutByKey(userId, key, db())).toMatchObject({ state: 'placed', order: { number, status: 'paid' } });
    expect(await ledger(userId, book.id)).toEqual({ paid: 1, unpaid: 0, payments: 1, stock: 19 });
  });

  it('killed after the card was approved, before the order was marked paid: the retry pays the one order, one payment', async () => {
    const { userId, book, choices, total } = await shopper();
    const key = crypto.randomUUID();
    const started = new Date();
    await (await placeAndStopAt('after-charge', { userId, key, choices, total, now: started })).kill9();
    expect(await checkoutByKey(userId, key, db())).toMatchObject({ state: 'placed', order: { status: 'pending_payment' } });
    const paid = await retry(userId, key, choices, total, later(started, 121));
    expect(paid).toMatchObject({ status: 201, body: { order: { status: 'paid' } } });
    expect(await ledger(userId, book.id)).toEqual({ paid: 1, unpaid: 0, payments: 1, stock: 19 });
  });

  it('an older key resumed after the shopper ordered the same cart with a new key charges nothing: one paid order, stock taken once', async () => {
    const { userId, book, choices, total } = await shopper();
    const older = crypto.randomUUID();
    const started = new Date();
    await (await placeAndStopAt('after-order', { userId, key: older, choices, total, now: started })).kill9();
    const replaced = await checkoutByKey(userId, older, db());
    const newer = crypto.randomUUID();
    const bought = await retry(userId, newer, choices, total, later(started, 121));
    expect(bought).toMatchObject({ status: 201, body: { order: { status: 'paid' } } });
    // The older order was released when the cart was ordered again: its stock is back at once, not after an hour.
    expect(await ledger(userId, book.id)).toEqual({ paid: 1, unpaid: 0, payments: 1, stock: 19 });

    const resumed = await retry(userId, older, choices, total, later(started, 240));
    expect(resumed).toMatchObject({
      status: 409,
      replayed: true,
      body: { Error: 'CART_ALREADY_ORDERED', message: expect.stringContaining(numberOf(bought)) },
    });
    expect(await ledger(userId, book.id)).toEqual({ paid: 1, unpaid: 0, payments: 1, stock: 19 });
    expect(await checkoutByKey(userId, older, db())).toMatchObject({
      state: 'placed',
      order: { number: replaced.state === 'placed' ? replaced.order.number : '', status: 'payment_failed' },
    });
    expect(await checkoutByKey(userId, newer, db())).toMatchObject({ state: 'placed', order: { number: numberOf(bought), status: 'paid' } });
  });

  it('killed before the order was written: once the cart was bought with another key, the old key never places it again', async () => {
    const { userId, book, choices, total } = await shopper();
    const older = crypto.randomUUID();
    const started = new Date();
    await (await placeAndStopAt('after-claim', { userId, key: older, choices, total, now: started })).kill9();
    expect(await checkoutByKey(userId, older, db())).toEqual({ state: 'processing' });
    expect(await retry(userId, crypto.randomUUID(), choices, total, later(started, 121))).toMatchObject({ status: 201 });
    // The shopper puts the same book in the cart again (same total): the old key is still not a way to buy it.
    await changeCart(userId, 'us', { kind: 'add', sku: book.sku, quantity: 1 }, db());
    const resumed = await retry(userId, older, choices, total, later(started, 240));
    expect(resumed).toMatchObject({ status: 409, body: { Error: 'CART_CHANGED' } });
    expect(await retry(userId, older, choices, total, later(started, 241))).toMatchObject({ status: 409, replayed: true, body: { Error: 'CART_CHANGED' } });
    expect(await ledger(userId, book.id)).toEqual({ paid: 1, unpaid: 0, payments: 1, stock: 19 });
    expect(await checkoutByKey(userId, older, db())).toEqual({ state: 'none' });
  });
});
