/**
 * Fulfilment beside payment (issue 20, item 6): staff ship what is left after a refund, by line, with carrier and
 * tracking; the shipping state and the Shipped filter follow the units, not the payment status; refused shipments
 * change nothing; the customer gets a shipped email with the tracking link.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction, queryRows } from '@/db/client';
import { seedCatalogue } from '@/db/seed/seed';
import { signAccessToken } from '@/lib/api/access-token';
import { ADMIN_SCOPE } from '@/modules/accounts';
import { registerCustomer } from '@/modules/accounts/index.server';
import { changeCart } from '@/modules/cart/index.server';
import { priceCheckout, type CheckoutChoices, type PlacementAnswer } from '@/modules/checkout/index.server';
import { orderOf, placeOrder } from '@/modules/orders/index.server';
import { testPaymentProvider } from '@/modules/payments/index.server';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { expectDeclaredBody } from '../../../tests/support/declared-response';
import { temporaryDataDir } from '../../../tests/support/data-dir';
import { decodeQuotedPrintable } from '../../../tests/support/mail';
import { historyOf } from './audit.server';
import { refundSchema, shipmentSchema, type ShipmentInput } from './order-rules';
import { adminOrderRoutes } from './orders-routes.server';
import { findOrdersForAdmin, markDelivered, orderForAdmin, refundOrderAsStaff, shipOrder } from './orders.server';

const dataDir = temporaryDataDir('admin-shipments-test');
const outbox = () => {
  try {
    return readdirSync(path.join(dataDir, 'outbox')).map((file) => decodeQuotedPrintable(readFileSync(path.join(dataDir, 'outbox', file), 'utf8')));
  } catch {
    return [];
  }
};

const APPROVE = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Pat Reader' };
const NY = { fullName: 'Pat Reader', line1: '1 Main St', line2: '', city: 'Albany', region: 'NY', postalCode: '12207', phone: '' };
const ON = { fullName: 'Pat Reader', line1: '1 King St', line2: '', city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2', phone: '' };

describeEachDatabase('back office: shipping apart from payment', (database) => {
  const db = () => database().db;
  useAsProcessDatabase(database);
  let people = 0;
  const products: Array<{ id: number; sku: string }> = [];
  let staff = { id: '', email: '' };

  beforeAll(async () => {
    await seedCatalogue(db(), { count: 120 });
    products.push(
      ...(await queryRows<{ id: number; sku: string }>(
        db(),
        sql`SELECT id, sku FROM products WHERE domain_restrictions @> ARRAY['.com', '.ca']::text[] AND max_purchase_qty >= 5 AND actual_price_usd >= 500 ORDER BY id LIMIT 40`,
      )),
    );
    await db().execute(
      sql`UPDATE products SET stock = 100 WHERE id IN (${sql.join(
        products.map((product) => sql`${product.id}`),
        sql`, `,
      )})`,
    );
    staff = await person([ADMIN_SCOPE]);
  });

  async function person(scopes: string[] = []) {
    const email = `person${(people += 1)}@admin-shipments.test`;
    const { id } = await registerCustomer({ email, password: 'ShelfKeeper2026', firstName: 'Pat', lastName: 'Reader', newsletter: false }, db());
    if (scopes.length) await db().execute(sql`UPDATE users SET scopes = ${`{${scopes.join(',')}}`}::text[] WHERE id = ${id}`);
    return { id, email };
  }
  const nextProduct = () => {
    const product = products.shift();
    if (!product) throw new Error('The test catalogue ran out of products');
    return product;
  };
  const choicesFor = (site: 'us' | 'ca', extra: Partial<CheckoutChoices> = {}): CheckoutChoices => ({
    site,
    email: `receipt${(people += 1)}@admin-shipments.test`,
    shippingAddress: site === 'ca' ? ON : NY,
    shippingMethod: 'standard',
    organization: null,
    giftCardCodes: [],
    ...extra,
  });
  const quote = (userId: string, choices: CheckoutChoices) => inTransaction(db(), async (tx) => priceCheckout(tx, userId, choices, new Date(), true));
  async function checkout(userId: string, choices: CheckoutChoices) {
    const expected = await quote(userId, choices).then(
      (priced) => priced.totals.totalCents,
      () => 0,
    );
    return placeOrder({
      userId,
      idempotencyKey: crypto.randomUUID(),
      choices,
      expectedTotalCents: expected,
      card: APPROVE,
      provider: testPaymentProvider,
      baseUrl: 'http://shop.test',
      db: db(),
    });
  }
  /** A paid order of the given units per product, placed through the real checkout. */
  async function paidOrder(quantities: number[], site: 'us' | 'ca' = 'us') {
    const customer = await person();
    const bought = quantities.map(() => nextProduct());
    for (const [index, product] of bought.entries()) await changeCart(customer.id, site, { kind: 'add', sku: product.sku, quantity: quantities[index]! }, db());
    const choices = choicesFor(site);
    const placed = await checkout(customer.id, choices);
    expect(placed.status).toBe(201);
    const order = (await orderOf(customer.id, (placed.body as PlacementAnswer).order.number, db()))!;
    return { customer, order, choices, bought };
  }
  async function call(
    route: (request: NextRequest, context: { params: Promise<unknown> }) => Promise<Response>,
    method: string,
    url: string,
    params: Record<string, string> = {},
    body?: unknown,
    who = staff,
  ) {
    const token = await signAccessToken({ userId: who.id, role: 'customer', scopes: who === staff ? [ADMIN_SCOPE] : [] });
    const request = new NextRequest(`http://localhost${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await route(request, { params: Promise.resolve(params) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const ship = (number: string, shipment: ShipmentInput) => shipOrder(staff, number, shipmentSchema.parse(shipment), db());
  const refundLines = (number: string, lines: Array<{ lineId: number; quantity: number }>) =>
    refundOrderAsStaff(staff, number, refundSchema.parse({ lines, reason: 'Out of print' }), db(), testPaymentProvider);
  const shippedFilter = async () =>
    (await findOrdersForAdmin({ q: '@admin-shipments.test', status: '', site: '', fulfilment: 'shipped' }, db())).map((o) => o.number);

  it('ships what is left after a refund, line by line, with tracking; the customer is emailed each parcel; then delivered', async () => {
    const { order } = await paidOrder([3, 2]);
    const [first, second] = order.lines;
    // Refunded before anything ships: the rest must still be shippable (it was not, when only "paid" could ship).
    await refundLines(order.number, [{ lineId: first!.id, quantity: 1 }]);

    const partly = await ship(order.number, { carrier: 'canada_post', trackingNumber: 'RR 123 456 789 CA', lines: [{ lineId: first!.id, quantity: 2 }] });
    expect(partly.order).toMatchObject({ status: 'partially_refunded', shippingState: 'partly_shipped' });
    expect(partly.order.lines.map((line) => line.shippedQuantity)).toEqual([2, 0]);
    expect(partly.order.shipments).toEqual([
      expect.objectContaining({
        carrier: 'canada_post',
        carrierName: 'Canada Post',
        trackingNumber: 'RR123456789CA',
        trackingUrl: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=RR123456789CA',
        lines: [{ lineId: first!.id, quantity: 2 }],
      }),
    ]);
    const firstMail = outbox().find((mail) => mail.includes(`To: ${order.email}`) && mail.includes('RR123456789CA'));
    expect(firstMail).toContain('Carrier: Canada Post');
    expect(firstMail).toContain('Track your parcel: https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=RR123456789CA');
    expect(firstMail).toContain('The rest of your order will follow in another parcel.');
    expect(await shippedFilter()).not.toContain(order.number);

    const rest = await ship(order.number, { carrier: 'fedex', trackingNumber: '123456789012' });
    expect(rest.order).toMatchObject({ status: 'partially_refunded', shippingState: 'shipped' });
    expect(rest.order.lines.map((line) => line.shippedQuantity)).toEqual([2, 2]);
    expect(rest.order.shipments.at(-1)).toMatchObject({
      carrier: 'fedex',
      lines: [{ lineId: second!.id, quantity: 2 }],
      trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    });
    expect(outbox().some((mail) => mail.includes(`To: ${order.email}`) && mail.includes('Carrier: FedEx'))).toBe(true);
    expect(await shippedFilter()).toContain(order.number);
    expect((await historyOf(db(), 'order', order.number)).map((entry) => entry.action)).toEqual(['order.ship', 'order.ship', 'order.refund-lines']);

    const answer = await call(
      adminOrderRoutes.delivered,
      'POST',
      `/api/admin/v1/orders/${order.number}/delivered`,
      { number: order.number },
      { note: 'Signed for' },
    );
    expect(answer).toMatchObject({ status: 200, body: { order: { status: 'partially_refunded', shippingState: 'delivered' } } });
    expectDeclaredBody(adminOrderRoutes.delivered, 200, answer.body);
    expect((await historyOf(db(), 'order', order.number))[0]).toMatchObject({
      action: 'order.deliver',
      after: expect.objectContaining({ shippingState: 'delivered' }),
    });
    await expect(markDelivered(staff, order.number, '', db())).rejects.toMatchObject({ status: 409, code: 'NOT_DELIVERABLE' });
  });

  it('keeps an order shipped and then partly refunded in the Shipped filter; a paid order shipped whole is shipped then delivered', async () => {
    const { order } = await paidOrder([2, 1]);
    await ship(order.number, { carrier: 'dhl', trackingNumber: '1234567890' });
    const refunded = await refundLines(order.number, [{ lineId: order.lines[1]!.id, quantity: 1 }]);
    expect(refunded.order.order).toMatchObject({ status: 'partially_refunded', shippingState: 'shipped' });
    expect(await shippedFilter()).toContain(order.number);
    expect((await findOrdersForAdmin({ q: order.number, status: '', site: '', fulfilment: 'unfulfilled' }, db())).length).toBe(0);

    const whole = await paidOrder([1]);
    expect((await ship(whole.order.number, { carrier: 'purolator', trackingNumber: '329012345678' })).order).toMatchObject({
      status: 'shipped',
      shippingState: 'shipped',
    });
    expect((await markDelivered(staff, whole.order.number, '', db())).order).toMatchObject({ status: 'delivered', shippingState: 'delivered' });
    const listed = await call(adminOrderRoutes.findOrders, 'GET', `/api/admin/v1/orders?q=${whole.order.number}&fulfilment=delivered`);
    expect(listed.body.orders).toEqual([expect.objectContaining({ number: whole.order.number, shippingState: 'delivered' })]);
    expect(await call(adminOrderRoutes.findOrders, 'GET', '/api/admin/v1/orders?fulfilment=lost')).toMatchObject({
      status: 400,
      body: { Error: 'VALIDATION_FAILED' },
    });
  });

  it('refuses an unknown line, more units than remain, a bad tracking number and a cancelled order, changing nothing', async () => {
    const { order } = await paidOrder([2]);
    const line = order.lines[0]!;
    const before = await orderForAdmin(order.number, db());
    const mailsBefore = outbox().length;
    const path = `/api/admin/v1/orders/${order.number}/shipments`;
    const post = (body: unknown) => call(adminOrderRoutes.ship, 'POST', path, { number: order.number }, body);

    expect(await post({ carrier: 'ups', trackingNumber: '1Z999AA10123456784', lines: [{ lineId: 2_000_000_000, quantity: 1 }] })).toMatchObject({
      status: 422,
      body: { Error: 'INVALID_SHIPMENT', message: 'Line 2000000000 is not part of this order.' },
    });
    expect(await post({ carrier: 'ups', trackingNumber: '1Z999AA10123456784', lines: [{ lineId: line.id, quantity: 3 }] })).toMatchObject({
      status: 422,
      body: { Error: 'INVALID_SHIPMENT', message: 'Only 2 units of that line are left to ship.' },
    });
    expect(await post({ carrier: 'fedex', trackingNumber: 'not-a-number!' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('That is not a FedEx tracking number') },
    });
    expect(await post({ carrier: 'pony-express', trackingNumber: '1234567890' })).toMatchObject({ status: 400 });
    expect(await orderForAdmin(order.number, db())).toEqual(before);

    await db().execute(sql`UPDATE orders SET status = 'cancelled' WHERE number = ${order.number}`);
    const cancelled = await orderForAdmin(order.number, db());
    await expect(ship(order.number, { carrier: 'ups', trackingNumber: '1Z999AA10123456784' })).rejects.toMatchObject({ status: 409, code: 'NOT_SHIPPABLE' });
    await expect(markDelivered(staff, order.number, '', db())).rejects.toMatchObject({ status: 409, code: 'NOT_DELIVERABLE' });
    expect(await orderForAdmin(order.number, db())).toEqual(cancelled);
    expect(cancelled!.order.shipments).toEqual([]);
    expect(cancelled!.history).toEqual([]);
    expect(outbox().length).toBe(mailsBefore);
  });
});
