import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors';
import { resumeOrCreateGuest } from '@/modules/accounts/index.server';
import { changeCart } from '@/modules/cart/index.server';
import { priceCheckout, type CheckoutChoices } from '@/modules/checkout/index.server';
import { createStripeGateway, type StripeGateway } from '@/modules/payments/index.server';
import { describeEachDatabase } from '../../../tests/support/databases';
import { refundOrder } from './lifecycle.server';
import { receiveStripeWebhook } from './payment-events.server';
import { placeOrder } from './place-order.server';
import { orderEvents, orders, paymentWebhookEvents, payments } from './schema';

// Paying sends the order confirmation: `env()` is read once, so the outbox points at this file's folder before any mail.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stripe-test-'));
vi.stubEnv('DATA_DIR', dataDir);
vi.stubEnv('SMTP_URL', '');
vi.stubEnv('PUBLIC_URL', 'https://shop.test');

const WEBHOOK_SECRET = 'whsec_test_secret';

interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/** Plays Stripe's API for the calls the adapter makes, and records them. */
class FakeStripe {
  calls: RecordedCall[] = [];
  /** When false, reading a payment intent fails as if Stripe were unreachable. */
  paymentIntentsAnswer = true;
  private server: Server;
  private count = 0;

  constructor() {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://fake.stripe');
        const form = new URLSearchParams(request.method === 'GET' ? url.search : body);
        this.calls.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, form });
        const [status, answer] = this.answer(request.method ?? '', url.pathname, form);
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${(this.count += 1)}` });
        response.end(JSON.stringify(answer));
      });
    });
  }

  private answer(method: string, pathname: string, form: URLSearchParams): [number, object] {
    const n = (this.count += 1);
    if (method === 'POST' && pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${n}`;
      return [
        200,
        {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          metadata: { orderId: form.get('metadata[orderId]'), orderNumber: form.get('metadata[orderNumber]') },
          expires_at: Number(form.get('expires_at')),
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
          url: `https://checkout.stripe.com/c/pay/${id}`,
          livemode: false,
        },
      ];
    }
    if (method === 'POST' && pathname === '/v1/refunds') {
      return [
        200,
        {
          id: `re_test_${n}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          currency: 'usd',
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        },
      ];
    }
    const intent = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(pathname);
    if (method === 'GET' && intent && this.paymentIntentsAnswer) {
      return [
        200,
        {
          id: intent[1],
          object: 'payment_intent',
          status: 'succeeded',
          latest_charge: {
            id: `ch_test_${n}`,
            object: 'charge',
            payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
          },
        },
      ];
    }
    if (method === 'GET' && intent) return [500, { error: { type: 'api_error', message: "Something went wrong on Stripe's end." } }];
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${pathname}).` } }];
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  last(pathname: string): RecordedCall {
    const call = this.calls.findLast((candidate) => candidate.path === pathname);
    if (!call) throw new Error(`The adapter never called ${pathname}`);
    return call;
  }
}

const fake = new FakeStripe();
let gateway: StripeGateway;

beforeAll(async () => {
  const port = await fake.start();
  gateway = await createStripeGateway({
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await fake.stop();
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  fake.paymentIntentsAnswer = true;
});

let events = 0;
/** A Stripe event about a Checkout Session, as Stripe would deliver it: the JSON body and its signature header. */
function delivery(type: string, session: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_test_${(events += 1)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object: session },
  });
  return { payload, signature: gateway.client.webhooks.generateTestHeaderString({ payload, secret }) };
}

const ADDRESS = { fullName: 'Ada Reader', line1: '1 Library Way', city: 'Albany', region: 'NY', postalCode: '12207' };

describeEachDatabase('Stripe payments', (database) => {
  const db = () => database().db;
  let productId: number;
  let sku: string;

  beforeAll(async () => {
    sku = `STRIPE-${randomUUID().slice(0, 8)}`;
    // A product of its own, written as the catalogue stores it (the catalogue's tables are its own: plain SQL here).
    const [product] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO products (sku, title, product_type, department, format, domain_restrictions, list_price_usd, regular_price_usd, actual_price_usd, list_price_cad, regular_price_cad, actual_price_cad, stock, tax_code)
          VALUES (${sku}, 'The Payment Book', 'book', 'Books', 'Hardcover', ARRAY['.com', '.ca'], 1999, 1999, 1999, 2499, 2499, 2499, 50, 'BOOK') RETURNING id`,
    );
    productId = product!.id;
  });

  const stock = async () => (await queryRows<{ stock: number }>(db(), sql`SELECT stock FROM products WHERE id = ${productId}`))[0]!.stock;
  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const chargeRows = (orderId: number) =>
    db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'charge')));

  /** A guest's order of two copies, placed through the Stripe provider: waiting for payment on Stripe's page. */
  async function pendingOrder() {
    const userId = (await resumeOrCreateGuest(null, db())).id;
    await changeCart(userId, 'us', { kind: 'add', sku, quantity: 2 }, db());
    const choices: CheckoutChoices = {
      site: 'us',
      email: 'ada@example.com',
      shippingAddress: ADDRESS,
      shippingMethod: 'standard',
      organization: null,
      giftCardCodes: [],
    };
    const { totals } = await priceCheckout(db(), userId, choices, new Date());
    const result = await placeOrder({
      userId,
      idempotencyKey: randomUUID(),
      choices,
      expectedTotalCents: totals.totalCents,
      card: null,
      provider: gateway.provider,
      baseUrl: 'https://shop.test',
      db: db(),
    });
    expect(result.status).toBe(202);
    const number = (result.body as { order: { number: string } }).order.number;
    const [order] = await db().select().from(orders).where(eq(orders.number, number));
    expect(order!.status).toBe('pending_payment');
    return { order: order!, result, sessionCall: fake.last('/v1/checkout/sessions') };
  }

  /** The Checkout Session of an order as Stripe reports it once paid. */
  const paidSession = (order: typeof orders.$inferSelect, sessionId: string, fields: object = {}) => ({
    id: sessionId,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_test_${order.id}`,
    amount_total: order.amountDueCents,
    currency: order.currency.toLowerCase(),
    client_reference_id: order.number,
    metadata: { orderId: String(order.id), orderNumber: order.number },
    ...fields,
  });
  const sessionIdOf = async (orderId: number) => (await chargeRows(orderId))[0]!.providerRef!;

  it('sends the shopper to a Checkout Session for the amount due, created once per order', async () => {
    const { order, result, sessionCall } = await pendingOrder();
    expect(sessionCall.method).toBe('POST');
    expect(sessionCall.headers.authorization).toBe('Bearer sk_test_fake');
    expect(sessionCall.headers['idempotency-key']).toBe(`order-${order.id}`);
    const form = Object.fromEntries(sessionCall.form);
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(order.amountDueCents),
      'line_items[0][price_data][product_data][name]': `Order ${order.number}`,
      client_reference_id: order.number,
      customer_email: 'ada@example.com',
      'metadata[orderId]': String(order.id),
      success_url: `https://shop.test/checkout/confirmation/${order.number}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://shop.test/checkout?cancelled=${order.number}`,
    });
    expect(Number(form.expires_at) - Date.now() / 1000).toBeGreaterThan(30 * 60);
    expect(order.amountDueCents).toBe(order.totalCents);
    expect(order.amountDueCents).toBeGreaterThan(2 * 1999);

    const [row] = await chargeRows(order.id);
    expect(result.body).toMatchObject({ payment: { status: 'redirect', redirectUrl: `https://checkout.stripe.com/c/pay/${row!.providerRef}` } });
    expect(row).toMatchObject({ provider: 'stripe', status: 'pending', amountCents: order.amountDueCents, currency: 'USD' });
    expect(row!.providerRef).toMatch(/^cs_test_/);
  });

  it('marks the order paid once for a signed checkout.session.completed, however often Stripe delivers it', async () => {
    const { order } = await pendingOrder();
    const sessionId = await sessionIdOf(order.id);
    const { payload, signature } = delivery('checkout.session.completed', paidSession(order, sessionId));

    expect(await receiveStripeWebhook(payload, signature, { gateway, db: db() })).toEqual({ received: true, outcome: 'paid' });
    expect(await receiveStripeWebhook(payload, signature, { gateway, db: db() })).toEqual({ received: true, duplicate: true });

    const paid = await orderRow(order.id);
    expect(paid.status).toBe('paid');
    expect(paid.paymentProvider).toBe('stripe');
    const rows = await chargeRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'succeeded',
      providerRef: `pi_test_${order.id}`,
      amountCents: order.amountDueCents,
      cardBrand: 'Visa',
      cardLast4: '4242',
    });
    const eventId = JSON.parse(payload).id as string;
    expect(await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId))).toEqual([
      expect.objectContaining({ provider: 'stripe', eventId, type: 'checkout.session.completed' }),
    ]);
    const paidEvents = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'paid')));
    expect(paidEvents.map((event) => event.note)).toEqual(['Paid Visa ending 4242']);
  });

  it('marks the order paid without the card when Stripe cannot say which card paid', async () => {
    const { order } = await pendingOrder();
    fake.paymentIntentsAnswer = false;
    const { payload, signature } = delivery('checkout.session.completed', paidSession(order, await sessionIdOf(order.id)));
    expect(await receiveStripeWebhook(payload, signature, { gateway, db: db() })).toEqual({ received: true, outcome: 'paid' });
    expect(await chargeRows(order.id)).toEqual([
      expect.objectContaining({ status: 'succeeded', providerRef: `pi_test_${order.id}`, cardBrand: null, cardLast4: null }),
    ]);
  });

  it('refuses a call whose signature does not verify, and changes nothing', async () => {
    const { order } = await pendingOrder();
    const session = paidSession(order, await sessionIdOf(order.id));
    const forged = delivery('checkout.session.completed', session, 'whsec_someone_else');
    const genuine = delivery('checkout.session.completed', session);
    const tampered = genuine.payload.replace(`"amount_total":${order.amountDueCents}`, '"amount_total":1');
    for (const [payload, signature] of [
      [forged.payload, forged.signature],
      [tampered, genuine.signature],
      [genuine.payload, null],
    ] as const) {
      const refusal = await receiveStripeWebhook(payload, signature, { gateway, db: db() }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ status: 400, code: 'INVALID_SIGNATURE', message: expect.stringMatching(/Stripe-Signature/) });
    }
    expect((await orderRow(order.id)).status).toBe('pending_payment');
    expect(await chargeRows(order.id)).toEqual([expect.objectContaining({ status: 'pending' })]);
    const recorded = await db()
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, JSON.parse(forged.payload).id as string));
    expect(recorded).toEqual([]);
  });

  it('answers 503 when Stripe is not configured', async () => {
    const refusal = await receiveStripeWebhook('{}', 't=1,v1=x', { gateway: null, db: db() }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 503, code: 'STRIPE_NOT_CONFIGURED' });
  });

  it("does not mark paid a payment that does not match the amount due, nor another shop's order", async () => {
    const { order } = await pendingOrder();
    const sessionId = await sessionIdOf(order.id);
    for (const session of [
      paidSession(order, sessionId, { amount_total: order.amountDueCents - 100 }),
      paidSession(order, sessionId, { currency: 'cad' }),
      paidSession(order, sessionId, { client_reference_id: 'BF-NOTOURS1' }),
    ]) {
      const { payload, signature } = delivery('checkout.session.completed', session);
      expect(await receiveStripeWebhook(payload, signature, { gateway, db: db() })).toEqual({ received: true, outcome: 'ignored' });
    }
    expect((await orderRow(order.id)).status).toBe('pending_payment');
    expect(await chargeRows(order.id)).toEqual([expect.objectContaining({ status: 'pending', providerRef: sessionId })]);
  });

  it('releases the order when its checkout expires: payment_failed, stock back', async () => {
    const before = await stock();
    const { order } = await pendingOrder();
    expect(await stock()).toBe(before - 2);
    const sessionId = await sessionIdOf(order.id);
    const { payload, signature } = delivery('checkout.session.expired', {
      ...paidSession(order, sessionId),
      status: 'expired',
      payment_status: 'unpaid',
      payment_intent: null,
    });

    expect(await receiveStripeWebhook(payload, signature, { gateway, db: db() })).toEqual({ received: true, outcome: 'released' });
    expect((await orderRow(order.id)).status).toBe('payment_failed');
    expect(await stock()).toBe(before);
    expect(await chargeRows(order.id)).toEqual([
      expect.objectContaining({ status: 'failed', providerRef: sessionId, failureMessage: 'The payment was not completed.' }),
    ]);
    // Money taken after the release does not revive the order; its row records the payment for staff to refund.
    const late = delivery('checkout.session.completed', paidSession(order, sessionId));
    expect(await receiveStripeWebhook(late.payload, late.signature, { gateway, db: db() })).toEqual({ received: true, outcome: 'ignored' });
    expect((await orderRow(order.id)).status).toBe('payment_failed');
    expect(await stock()).toBe(before);
    expect(await chargeRows(order.id)).toEqual([expect.objectContaining({ status: 'succeeded', providerRef: `pi_test_${order.id}` })]);
  });

  it('refunds a paid order to its payment intent through Stripe', async () => {
    const { order } = await pendingOrder();
    const { payload, signature } = delivery('checkout.session.completed', paidSession(order, await sessionIdOf(order.id)));
    await receiveStripeWebhook(payload, signature, { gateway, db: db() });

    const { order: refunded, plan } = await refundOrder(order.number, { reason: 'Arrived damaged', actor: 'test' }, gateway.provider, db());
    expect(refunded.status).toBe('refunded');
    expect(plan.toCardCents).toBe(order.amountDueCents);
    const call = fake.last('/v1/refunds');
    expect(call.method).toBe('POST');
    expect(Object.fromEntries(call.form)).toEqual({ payment_intent: `pi_test_${order.id}`, amount: String(order.amountDueCents) });
    expect(call.headers['idempotency-key']).toMatch(new RegExp(`^refund-${order.id}-\\d+$`));
    const refundRows = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, 'refund')));
    expect(refundRows).toEqual([
      expect.objectContaining({ provider: 'stripe', status: 'succeeded', amountCents: order.amountDueCents, providerRef: expect.stringMatching(/^re_test_/) }),
    ]);
  });
});
