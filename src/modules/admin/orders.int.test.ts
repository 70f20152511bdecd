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
import { giftCardBalance } from '@/modules/giftcards/index.server';
import { orderOf, placeOrder } from '@/modules/orders/index.server';
import { testPaymentProvider } from '@/modules/payments/index.server';
import { createSupportRequest } from '@/modules/support/index.server';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { expectDeclaredBody } from '../../../tests/support/declared-response';
import { temporaryDataDir } from '../../../tests/support/data-dir';
import { decodeQuotedPrintable } from '../../../tests/support/mail';
import { historyOf } from './audit.server';
import { giftCardByCodeForAdmin, setGiftCardStatus } from './gift-cards.server';
import { orderSearchSchema, refundSchema, shipmentSchema } from './order-rules';
import { adminGiftCardRoutes, adminOrderRoutes } from './orders-routes.server';
import { backOfficeCounts } from './dashboard.server';
import { findOrdersForAdmin, orderForAdmin, refundOrderAsStaff, shipOrder } from './orders.server';

const dataDir = temporaryDataDir('admin-orders-test');
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

describeEachDatabase('back office: orders and gift cards', (database) => {
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
    const email = `person${(people += 1)}@admin-orders.test`;
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
    email: `receipt${(people += 1)}@admin-orders.test`,
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
  /** A gift card bought on a paid eCard order; its code read from the recipient's email, the only place it exists. */
  async function giftCard(cents: number): Promise<string> {
    const buyer = await person();
    const recipient = `card-${crypto.randomUUID()}@admin-orders.test`;
    await changeCart(
      buyer.id,
      'us',
      {
        kind: 'add-gift-card',
        card: { amount: cents / 100, style: 'Image2', giftFrom: 'Gran', giftToName: 'Sam', giftToEmail: recipient, confirmEmail: recipient, giftMessage: '' },
      },
      db(),
    );
    expect((await checkout(buyer.id, choicesFor('us', { shippingAddress: null, shippingMethod: 'none' }))).status).toBe(201);
    const mail = outbox().find((message) => message.includes(`To: ${recipient}`) && message.includes('gift card code'));
    const code = /Your gift card code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(mail ?? '')?.[1];
    if (!code) throw new Error('The eCard email with its code was not written');
    return code;
  }
  const stockOf = async (id: number) => (await queryRows<{ stock: number }>(db(), sql`SELECT stock FROM products WHERE id = ${id}`))[0]!.stock;

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

  it('finds orders by number, email, status and site, newest first; shows one with customer, lines, payments and history', async () => {
    const first = await paidOrder([1]);
    const second = await paidOrder([2], 'ca');
    const numbers = (found: Array<{ number: string }>) => found.map((order) => order.number);

    expect(numbers(await findOrdersForAdmin({ q: first.order.number.toLowerCase().replace('bf-', ''), status: '', site: '' }, db()))).toEqual([
      first.order.number,
    ]);
    expect(numbers(await findOrdersForAdmin({ q: first.order.number.slice(0, 7), status: '', site: '' }, db()))).toContain(first.order.number);
    expect(numbers(await findOrdersForAdmin({ q: second.choices.email.toUpperCase().split('@')[0]!, status: '', site: '' }, db()))).toEqual([
      second.order.number,
    ]);
    const both = numbers(await findOrdersForAdmin({ q: '@admin-orders.test', status: 'paid', site: '' }, db()));
    expect(both.indexOf(second.order.number)).toBeLessThan(both.indexOf(first.order.number));
    expect(numbers(await findOrdersForAdmin({ q: '', status: '', site: 'ca' }, db()))).toEqual([second.order.number]);
    expect(await findOrdersForAdmin({ q: second.order.number, status: 'shipped', site: '' }, db())).toEqual([]);
    expect(await findOrdersForAdmin({ q: 'nobody-at-all', status: '', site: '' }, db())).toEqual([]);

    const found = (await orderForAdmin(second.order.number, db()))!;
    expectDeclaredBody(adminOrderRoutes.order, 200, found);
    expectDeclaredBody(adminOrderRoutes.findOrders, 200, { orders: await findOrdersForAdmin({ q: '', status: '', site: '' }, db()) });
    expect(found.customer).toEqual({ name: 'Pat Reader', email: second.customer.email, guest: false });
    expect(found.order).toMatchObject({ site: 'ca', currency: 'CAD', status: 'paid', email: second.choices.email });
    expect(found.order.lines).toEqual([expect.objectContaining({ sku: second.bought[0]!.sku, quantity: 2, refundedQuantity: 0 })]);
    expect(found.payments).toEqual([
      expect.objectContaining({ kind: 'charge', status: 'succeeded', amountCents: second.order.amountDueCents, cardLast4: '4242' }),
    ]);
    expect(found.refunds).toEqual([]);
    expect(found.order.timeline.map((event) => event.status)).toEqual(['pending_payment', 'paid']);

    const listed = await call(adminOrderRoutes.findOrders, 'GET', `/api/admin/v1/orders?q=${encodeURIComponent(first.order.number)}&status=paid&site=us`);
    expect(listed.status).toBe(200);
    expect(listed.body.orders).toEqual([expect.objectContaining({ number: first.order.number, totalCents: first.order.totalCents, itemCount: 1 })]);
    expect(await call(adminOrderRoutes.findOrders, 'GET', '/api/admin/v1/orders?status=lost')).toMatchObject({
      status: 400,
      body: { Error: 'VALIDATION_FAILED', message: expect.stringContaining('status must be one of') },
    });
    expect(await call(adminOrderRoutes.order, 'GET', `/api/admin/v1/orders/${first.order.number}`, { number: first.order.number.toLowerCase() })).toMatchObject(
      { status: 200, body: { order: { number: first.order.number } } },
    );
    expect(await call(adminOrderRoutes.order, 'GET', '/api/admin/v1/orders/BF-0000-0000', { number: 'BF-0000-0000' })).toMatchObject({
      status: 404,
      body: { Error: 'ORDER_NOT_FOUND' },
    });
    expect(await call(adminOrderRoutes.order, 'GET', '/api/admin/v1/orders/nope', { number: 'nope' })).toMatchObject({
      status: 400,
      body: { Error: 'INVALID_PARAMS' },
    });
  });

  it('ships a paid order with carrier and tracking, audited in the same change; refuses to ship it twice', async () => {
    const { order } = await paidOrder([1]);
    const shipped = await shipOrder(staff, order.number, shipmentSchema.parse({ carrier: 'ups', trackingNumber: '1z 999 aa1 0123456784' }), db());
    expect(shipped.order).toMatchObject({ status: 'shipped', shippingState: 'shipped' });
    expect(shipped.order.timeline.at(-1)).toMatchObject({ status: 'shipped', note: '1 unit by UPS, tracking 1Z999AA10123456784' });
    expect(shipped.history).toEqual([
      expect.objectContaining({
        actorEmail: staff.email,
        action: 'order.ship',
        before: expect.objectContaining({ status: 'paid', shippingState: 'unfulfilled' }),
        after: expect.objectContaining({ status: 'shipped', shippingState: 'shipped', shipment: expect.objectContaining({ carrier: 'ups' }) }),
      }),
    ]);
    await expect(shipOrder(staff, order.number, shipmentSchema.parse({ carrier: 'ups', trackingNumber: '1Z999AA10123456784' }), db())).rejects.toMatchObject({
      status: 422,
      code: 'INVALID_SHIPMENT',
    });
    expect(await historyOf(db(), 'order', order.number)).toHaveLength(1);

    const other = await paidOrder([1]);
    const path = `/api/admin/v1/orders/${other.order.number}/shipments`;
    const answer = await call(
      adminOrderRoutes.ship,
      'POST',
      path,
      { number: other.order.number },
      { carrier: 'usps', trackingNumber: '9400111899223197428490' },
    );
    expect(answer).toMatchObject({ status: 201, body: { order: { status: 'shipped', shippingState: 'shipped' } } });
    expectDeclaredBody(adminOrderRoutes.ship, 201, answer.body);
    expect(
      await call(adminOrderRoutes.ship, 'POST', path, { number: other.order.number }, { carrier: 'usps', trackingNumber: '9400111899223197428490' }),
    ).toMatchObject({
      status: 422,
      body: { Error: 'INVALID_SHIPMENT', message: 'Nothing on this order is left to ship.' },
    });
  });

  it('refunds one line by units, then the rest in full: stock, money, status, customer view and audit entries', async () => {
    const { customer, order, bought } = await paidOrder([3, 1]);
    const [bookLine, toyLine] = order.lines;
    const stockBefore = await stockOf(bought[0]!.id);
    const partial = await refundOrderAsStaff(
      staff,
      order.number,
      refundSchema.parse({ lines: [{ lineId: bookLine!.id, quantity: 2 }], reason: 'Damaged' }),
      db(),
      testPaymentProvider,
    );
    const { amountCents, toCardCents, toGiftCardsCents, shippingCents, lines } = partial.plan;
    expectDeclaredBody(adminOrderRoutes.refund, 201, { ...partial.order, refund: { amountCents, toCardCents, toGiftCardsCents, shippingCents, lines } });
    expect(partial.order.order.status).toBe('partially_refunded');
    expect(partial.order.order.lines.find((line) => line.id === bookLine!.id)!.refundedQuantity).toBe(2);
    expect(partial.plan.amountCents).toBeGreaterThan(0);
    expect(partial.order.order.refundedCents).toBe(partial.plan.amountCents);
    expect(partial.order.refunds).toEqual([
      expect.objectContaining({ amountCents: partial.plan.amountCents, by: staff.email, reason: 'Damaged', lines: [{ lineId: bookLine!.id, quantity: 2 }] }),
    ]);
    expect(partial.order.payments.map((payment) => payment.kind)).toEqual(['charge', 'refund']);
    expect(await stockOf(bought[0]!.id)).toBe(stockBefore + 2);
    expect((await orderOf(customer.id, order.number, db()))!.status).toBe('partially_refunded');
    const [entry] = partial.order.history;
    expect(entry).toMatchObject({
      actorEmail: staff.email,
      action: 'order.refund-lines',
      before: { status: 'paid', refundedCents: 0 },
      after: { status: 'partially_refunded', refundedCents: partial.plan.amountCents, refund: { amountCents: partial.plan.amountCents, reason: 'Damaged' } },
    });

    // Refusals change nothing and say why.
    const refuse = async (body: unknown, status: number, code: string, message: string) =>
      expect(await call(adminOrderRoutes.refund, 'POST', `/api/admin/v1/orders/${order.number}/refunds`, { number: order.number }, body)).toMatchObject({
        status,
        body: { Error: code, message: expect.stringContaining(message) },
      });
    await refuse({ lines: [{ lineId: bookLine!.id, quantity: 2 }] }, 422, 'INVALID_REFUND', 'Only 1 unit of that line can still be refunded.');
    await refuse({ lines: [{ lineId: 999_999, quantity: 1 }] }, 422, 'INVALID_REFUND', 'Line 999999 is not part of this order.');
    await refuse({}, 400, 'VALIDATION_FAILED', 'Ask for a full refund');
    await refuse({ full: true, lines: [{ lineId: toyLine!.id, quantity: 1 }] }, 400, 'VALIDATION_FAILED', 'not both');
    await refuse({ lines: [{ lineId: toyLine!.id, quantity: 0 }] }, 400, 'VALIDATION_FAILED', 'at least one unit');
    expect(await historyOf(db(), 'order', order.number)).toHaveLength(1);

    const full = await call(
      adminOrderRoutes.refund,
      'POST',
      `/api/admin/v1/orders/${order.number}/refunds`,
      { number: order.number },
      { full: true, reason: 'Returned' },
    );
    expect(full).toMatchObject({
      status: 201,
      body: { order: { status: 'refunded', refundedCents: order.totalCents }, refund: { amountCents: order.totalCents - partial.plan.amountCents } },
    });
    expect(await stockOf(bought[0]!.id)).toBe(stockBefore + 3);
    const history = await historyOf(db(), 'order', order.number);
    expect(history.map((change) => change.action)).toEqual(['order.refund', 'order.refund-lines']);
    expect(history[0]).toMatchObject({ before: { status: 'partially_refunded' }, after: { status: 'refunded', refundedCents: order.totalCents } });
    expect(outbox().filter((message) => message.includes(`refund for order ${order.number}`))).toHaveLength(2);
    await refuse({ full: true }, 409, 'NOT_REFUNDABLE', 'is refunded and cannot be refunded');
  });

  it('refuses to refund an order that was never paid', async () => {
    const { order } = await paidOrder([1]);
    await db().execute(sql`UPDATE orders SET status = 'payment_failed' WHERE number = ${order.number}`);
    const answer = await call(adminOrderRoutes.refund, 'POST', `/api/admin/v1/orders/${order.number}/refunds`, { number: order.number }, { full: true });
    expect(answer).toMatchObject({ status: 409, body: { Error: 'NOT_REFUNDABLE', message: expect.stringContaining('payment failed') } });
    expect(await historyOf(db(), 'order', order.number)).toEqual([]);
  });

  it('an audit entry that cannot be written undoes the refund', async () => {
    const { order } = await paidOrder([1]);
    const nobody = { id: '00000000-0000-4000-8000-000000000000', email: 'ghost@admin-orders.test' };
    // The audit log's actor must be an account: a made-up one fails the entry, and with it the whole refund.
    await expect(refundOrderAsStaff(nobody, order.number, refundSchema.parse({ full: true }), db(), testPaymentProvider)).rejects.toThrow();
    const [row] = await queryRows<{ status: string; refunded_cents: number }>(
      db(),
      sql`SELECT status, refunded_cents FROM orders WHERE number = ${order.number}`,
    );
    expect(row).toEqual({ status: 'paid', refunded_cents: 0 });
  });

  it('looks a gift card up by its code; disabled, checkout and the balance check refuse it; enabled again, it pays', async () => {
    const code = await giftCard(2500);
    const card = (await giftCardByCodeForAdmin(code.toLowerCase().replace(/-/g, ' '), db()))!;
    expect(card).toMatchObject({
      maskedCode: `••••-••••-••••-${code.slice(-4)}`,
      balanceCents: 2500,
      initialCents: 2500,
      currency: 'USD',
      status: 'active',
      refunded: false,
    });
    expect(card.transactions).toEqual([expect.objectContaining({ kind: 'issue', amountCents: 2500 })]);
    expect(JSON.stringify(card)).not.toContain(code);

    const looked = await call(adminGiftCardRoutes.lookup, 'POST', '/api/admin/v1/gift-cards/lookup', {}, { code });
    expect(looked).toMatchObject({ status: 200, body: { id: card.id, status: 'active' } });
    expect(await call(adminGiftCardRoutes.lookup, 'POST', '/api/admin/v1/gift-cards/lookup', {}, { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' })).toMatchObject({
      status: 404,
      body: { Error: 'GIFT_CARD_NOT_FOUND' },
    });
    expect(await call(adminGiftCardRoutes.lookup, 'POST', '/api/admin/v1/gift-cards/lookup', {}, { code: 'abc' })).toMatchObject({
      status: 400,
      body: { Error: 'VALIDATION_FAILED' },
    });

    const disabled = await call(
      adminGiftCardRoutes.setStatus,
      'PUT',
      `/api/admin/v1/gift-cards/${card.id}/status`,
      { id: String(card.id) },
      { status: 'disabled', reason: 'Reported stolen' },
    );
    expect(disabled).toMatchObject({ status: 200, body: { status: 'disabled', balanceCents: 2500 } });
    expect((await giftCardBalance(code, db()))!.active).toBe(false);
    const shopper = await person();
    await changeCart(shopper.id, 'us', { kind: 'add', sku: nextProduct().sku, quantity: 1 }, db());
    expect(await checkout(shopper.id, choicesFor('us', { giftCardCodes: [code] }))).toMatchObject({ status: 422, body: { Error: 'GIFT_CARD_INVALID' } });
    expect(await historyOf(db(), 'gift-card', String(card.id))).toEqual([
      expect.objectContaining({
        actorEmail: staff.email,
        action: 'gift-card.disable',
        before: { status: 'active', balanceCents: 2500 },
        after: { status: 'disabled', balanceCents: 2500, reason: 'Reported stolen' },
      }),
    ]);

    // Asking again for the state it is in changes nothing and records nothing.
    await setGiftCardStatus(staff, card.id, 'disabled', '', db());
    expect(await historyOf(db(), 'gift-card', String(card.id))).toHaveLength(1);
    expect((await setGiftCardStatus(staff, card.id, 'active', 'Found it', db())).status).toBe('active');
    const paid = await checkout(shopper.id, choicesFor('us', { giftCardCodes: [code] }));
    expect(paid.status).toBe(201);
    expect((await giftCardBalance(code, db()))!.balanceCents).toBeLessThan(2500);
    expect(await call(adminGiftCardRoutes.setStatus, 'PUT', '/api/admin/v1/gift-cards/999999/status', { id: '999999' }, { status: 'disabled' })).toMatchObject({
      status: 404,
      body: { Error: 'GIFT_CARD_NOT_FOUND' },
    });
    expect(
      await call(adminGiftCardRoutes.setStatus, 'PUT', `/api/admin/v1/gift-cards/${card.id}/status`, { id: String(card.id) }, { status: 'lost' }),
    ).toMatchObject({ status: 400, body: { message: expect.stringContaining('status must be active or disabled.') } });
  });

  it('keeps a refunded eCard disabled', async () => {
    const code = await giftCard(1500);
    const card = (await giftCardByCodeForAdmin(code, db()))!;
    await refundOrderAsStaff(staff, card.orderNumber!, refundSchema.parse({ full: true }), db(), testPaymentProvider);
    expect((await giftCardByCodeForAdmin(code, db()))!).toMatchObject({ status: 'disabled', refunded: true });
    await expect(setGiftCardStatus(staff, card.id, 'active', '', db())).rejects.toMatchObject({ status: 409, code: 'GIFT_CARD_REFUNDED' });
  });

  /** An organization of the site (and a fair of it running from `from` to `to`), written as its owner's back office would. */
  async function school(status: 'active' | 'pending', fair?: { from: Date; to: Date }) {
    const slug = `admin-orders-school-${(people += 1)}`;
    const [organization] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO organizations (slug, name, site, status) VALUES (${slug}, ${`School ${people}`}, 'us', ${status}) RETURNING id`,
    );
    const fairId = fair
      ? (
          await queryRows<{ id: number }>(
            db(),
            sql`INSERT INTO book_fairs (organization_id, name, starts_at, ends_at) VALUES (${organization!.id}, 'Spring fair', ${fair.from.toISOString()}, ${fair.to.toISOString()}) RETURNING id`,
          )
        )[0]!.id
      : null;
    return { id: organization!.id, slug, fairId };
  }
  /** Places the order for the school at that instant (the checkout's school choice and clock, set after the fact). */
  const forSchool = (number: string, organizationId: number, placedAt: Date) =>
    db().execute(sql`UPDATE orders SET organization_id = ${organizationId}, placed_at = ${placedAt.toISOString()} WHERE number = ${number}`);

  it('filters orders by school, by fair (its organization inside its window) and by shipping method', async () => {
    const fairWindow = { from: new Date('2026-03-02T05:00:00Z'), to: new Date('2026-03-07T05:00:00Z') };
    const maple = await school('active', fairWindow);
    const other = await school('active');
    const [inFair, beforeFair, otherSchool, noSchool] = [await paidOrder([1]), await paidOrder([1]), await paidOrder([1]), await paidOrder([1], 'ca')];
    await forSchool(inFair.order.number, maple.id, new Date('2026-03-06T12:00:00Z'));
    await forSchool(beforeFair.order.number, maple.id, new Date('2026-03-01T12:00:00Z'));
    await forSchool(otherSchool.order.number, other.id, new Date('2026-03-04T12:00:00Z'));
    const numbers = async (filter: Partial<{ organization: string; fair: string; shipping: '' | 'standard' | 'fair' | 'none' }>) =>
      (await findOrdersForAdmin({ q: '', status: '', site: '', ...filter }, db())).map((order) => order.number).sort();

    expect(await numbers({ organization: maple.slug })).toEqual([inFair.order.number, beforeFair.order.number].sort());
    expect(orderSearchSchema.parse({ organization: ` ${maple.slug.toUpperCase()} ` }).organization).toBe(maple.slug);
    expect(await numbers({ fair: String(maple.fairId) })).toEqual([inFair.order.number]);
    expect(await numbers({ organization: maple.slug, fair: String(maple.fairId) })).toEqual([inFair.order.number]);
    // A fair of another school, an unknown school or fair: nothing, never every order.
    expect(await numbers({ organization: other.slug, fair: String(maple.fairId) })).toEqual([]);
    expect(await numbers({ organization: 'no-such-school' })).toEqual([]);
    expect(await numbers({ fair: '999999' })).toEqual([]);
    expect(await numbers({ organization: other.slug, shipping: 'standard' })).toEqual([otherSchool.order.number]);
    expect(await numbers({ organization: other.slug, shipping: 'fair' })).toEqual([]);
    expect(await numbers({ shipping: 'standard' })).toContain(noSchool.order.number);
  });

  it('counts what waits for staff on the dashboard: orders to ship, open support requests, schools waiting for approval', async () => {
    const before = await backOfficeCounts(db());
    const { customer } = await paidOrder([1]);
    await createSupportRequest(customer.id, 'us', { topic: 'other', message: 'Where is my parcel, please?' }, db());
    await school('pending');
    await db().execute(
      sql`INSERT INTO organization_applications (applicant_id, site, name, address_line1, city, region, postal_code, contact_name, contact_phone, proof)
          VALUES (${customer.id}, 'us', 'Oak Hill School', '1 Oak St', 'Albany', 'NY', '12207', 'Pat Reader', '555-0100', 'staff page')`,
    );
    expect(await backOfficeCounts(db())).toEqual({
      ordersToShip: before.ordersToShip + 1,
      openSupportRequests: before.openSupportRequests + 1,
      applicationsWaiting: before.applicationsWaiting + 1,
      organizationsWaiting: before.organizationsWaiting + 1,
    });
    const { order } = await paidOrder([1]);
    await shipOrder(staff, order.number, shipmentSchema.parse({ carrier: 'usps', trackingNumber: '9400111899223100012345', note: '' }), db());
    expect((await backOfficeCounts(db())).ordersToShip).toBe(before.ordersToShip + 1);
  });
});
