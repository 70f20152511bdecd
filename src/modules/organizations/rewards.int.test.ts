import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction, queryRows } from '@/db/client';
import { seedStockedUsSkus } from '../../../tests/support/catalogue';
import { resumeOrCreateGuest } from '@/modules/accounts/index.server';
import { changeCart } from '@/modules/cart/index.server';
import { priceCheckout, type CheckoutChoices, type PlacementAnswer } from '@/modules/checkout/index.server';
import { placeOrder } from '@/modules/orders/index.server';
import { orderOf, refundOrder } from '@/modules/orders/index.server';
import { testPaymentProvider } from '@/modules/payments/index.server';
import { describeEachDatabase } from '../../../tests/support/databases';
import { rewardsBalanceOf } from './rewards.server';
import { temporaryDataDir } from '../../../tests/support/data-dir';

temporaryDataDir('rewards-test');

const NY = { fullName: 'Pat Reader', line1: '1 Main St', city: 'Albany', region: 'NY', postalCode: '12207' };
const CARD = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Pat Reader' };
const DAY = 24 * 3600 * 1000;

describeEachDatabase('rewards', (database) => {
  const db = () => database().db;
  let skus: string[] = [];

  beforeAll(async () => {
    skus = await seedStockedUsSkus(db(), 20);
  });

  async function organization(slug: string, fair: 'open' | 'past' | 'online-only' | 'none', status = 'active') {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO organizations (slug, name, site, base_reward_bp, bookfair_reward_bp, status) VALUES (${slug}, ${slug}, 'us', 500, 1000, ${status}) RETURNING id`,
    );
    const now = Date.now();
    if (fair === 'open')
      await db().execute(
        sql`INSERT INTO book_fairs (organization_id, name, starts_at, ends_at) VALUES (${row!.id}, 'Fair', ${new Date(now - DAY)}, ${new Date(now + DAY)})`,
      );
    if (fair === 'past')
      await db().execute(
        sql`INSERT INTO book_fairs (organization_id, name, starts_at, ends_at) VALUES (${row!.id}, 'Old fair', ${new Date(now - 30 * DAY)}, ${new Date(now - 20 * DAY)})`,
      );
    if (fair === 'online-only') {
      await db().execute(
        sql`INSERT INTO book_fairs (organization_id, name, starts_at, ends_at, online_starts_at, online_ends_at) VALUES (${row!.id}, 'Next fair', ${new Date(now + 5 * DAY)}, ${new Date(now + 10 * DAY)}, ${new Date(now - DAY)}, ${new Date(now + 12 * DAY)})`,
      );
    }
    return row!.id;
  }

  async function orderFor(slug: string, lines: Array<[string, number]>) {
    const userId = (await resumeOrCreateGuest(null, db())).id;
    for (const [sku, quantity] of lines) await changeCart(userId, 'us', { kind: 'add', sku, quantity }, db());
    const choices: CheckoutChoices = {
      site: 'us',
      email: 'rewards@org.test',
      shippingAddress: NY,
      shippingMethod: 'standard',
      organization: slug,
      giftCardCodes: [],
    };
    const { totals } = await inTransaction(db(), async (tx) => priceCheckout(tx, userId, choices, new Date()));
    const placed = await placeOrder({
      userId,
      idempotencyKey: crypto.randomUUID(),
      choices,
      expectedTotalCents: totals.totalCents,
      card: CARD,
      provider: testPaymentProvider,
      baseUrl: 'http://shop.test',
      db: db(),
    });
    expect(placed.status).toBe(201);
    const order = (await orderOf(userId, (placed.body as PlacementAnswer).order.number, db()))!;
    const eligible = order.lines.reduce((sum, line) => sum + line.unitCents * line.quantity - line.discountCents, 0);
    return { order, eligible };
  }

  it('an order during a fair earns base and bookfair rewards on its eligible subtotal; outside one, base only', async () => {
    const during = await organization('during-fair', 'open');
    const { eligible } = await orderFor('during-fair', [[skus[0]!, 2]]);
    expect(await rewardsBalanceOf(db(), during)).toEqual({
      baseCents: Math.round(eligible * 0.05),
      bookfairCents: Math.round(eligible * 0.1),
      totalCents: Math.round(eligible * 0.05) + Math.round(eligible * 0.1),
      orders: 1,
    });

    const after = await organization('after-fair', 'past');
    const later = await orderFor('after-fair', [[skus[1]!, 1]]);
    expect(await rewardsBalanceOf(db(), after)).toMatchObject({ baseCents: Math.round(later.eligible * 0.05), bookfairCents: 0, orders: 1 });

    const online = await organization('online-window', 'online-only');
    const early = await orderFor('online-window', [[skus[2]!, 1]]);
    expect((await rewardsBalanceOf(db(), online)).bookfairCents).toBe(Math.round(early.eligible * 0.1));

    // A suspended organization cannot be chosen at checkout, so it earns nothing.
    const suspended = await organization('suspended-org', 'open', 'suspended');
    const userId = (await resumeOrCreateGuest(null, db())).id;
    await changeCart(userId, 'us', { kind: 'add', sku: skus[3]!, quantity: 1 }, db());
    const refused = await placeOrder({
      userId,
      idempotencyKey: crypto.randomUUID(),
      choices: { site: 'us', email: 'rewards@org.test', shippingAddress: NY, shippingMethod: 'standard', organization: 'suspended-org', giftCardCodes: [] },
      expectedTotalCents: 1,
      card: CARD,
      provider: testPaymentProvider,
      baseUrl: 'http://shop.test',
      db: db(),
    });
    expect(refused).toMatchObject({ status: 422, body: { Error: 'UNKNOWN_ORGANIZATION' } });
    expect((await rewardsBalanceOf(db(), suspended)).totalCents).toBe(0);
  });

  it('refunds take rewards back: a line, then the rest, to exactly zero', async () => {
    const id = await organization('refund-school', 'open');
    const { order } = await orderFor('refund-school', [
      [skus[4]!, 3],
      [skus[5]!, 1],
    ]);
    const earned = await rewardsBalanceOf(db(), id);
    const line = order.lines.find((candidate) => candidate.sku === skus[4])!;
    await refundOrder(order.number, { lines: [{ lineId: line.id, quantity: 1 }], reason: '', actor: 'test' }, testPaymentProvider, db());
    const partly = await rewardsBalanceOf(db(), id);
    const share = Math.round((line.unitCents * 3 - line.discountCents) / 3);
    expect(partly.baseCents).toBe(earned.baseCents - Math.round((earned.baseCents * share) / (order.itemsCents - order.discountCents)));
    expect(partly.totalCents).toBeLessThan(earned.totalCents);
    await refundOrder(order.number, { reason: '', actor: 'test' }, testPaymentProvider, db());
    expect(await rewardsBalanceOf(db(), id)).toMatchObject({ baseCents: 0, bookfairCents: 0, totalCents: 0 });
  });
});
