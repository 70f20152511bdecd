import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { env } from '@/lib/env';
import { AppError, NotFoundError } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { centsToDecimal, type Currency } from '@/lib/money';
import { recordOrderEvent, type OrderEventData } from '@/modules/analytics/index.server';
import { clearPurchasedLines, releaseCouponUse } from '@/modules/cart/index.server';
import { returnStock } from '@/modules/catalog/index.server';
import { sendMail } from '@/modules/email/index.server';
import {
  clearCartGiftCards,
  disableGiftCardOfLine,
  giftCardEmail,
  giftCardSpendOf,
  issueGiftCard,
  restoreGiftCard,
  type IssuedGiftCard,
} from '@/modules/giftcards/index.server';
import { rewardsEligibleCents, type RewardLine } from '@/modules/organizations';
import { earnRewards, reverseRewards } from '@/modules/organizations/index.server';
import type { PaymentProvider } from '@/modules/payments/index.server';
import { sitePath } from '@/modules/regions';
import { orderConfirmationEmail, refundEmail } from './emails';
import { shippingStateOf } from './fulfilment';
import { orderView } from './orders.server';
import { planRefund, remainingUnits, shareOfUnits, type RefundPlan } from './rules';
import { orderEvents, orderLines, orders, payments, refunds } from './schema';
import type { OrderView } from './types';

export class OrderRefusal extends AppError {}

export interface SucceededCharge {
  provider: string;
  providerRef: string;
  cardBrand: string | null;
  cardLast4: string | null;
  amountCents: number;
}

/** An order line as rewards see it: what it earns is worked out by organizations' rule, for earning and for refunds. */
const rewardLine = (line: typeof orderLines.$inferSelect): RewardLine => ({
  kind: line.kind as RewardLine['kind'],
  unitCents: line.unitCents,
  quantity: line.quantity,
  discountCents: line.discountCents,
});

const orderUrl = (order: Pick<OrderView, 'site' | 'number'>) => new URL(sitePath(order.site, `/account/orders/${order.number}`), env().PUBLIC_URL).toString();

const analyticsItems = (order: OrderView, lines = order.lines.map((line) => ({ line, quantity: line.quantity }))) =>
  lines.map(({ line, quantity }) => ({ item_id: line.sku, item_name: line.title, price: centsToDecimal(line.unitCents), quantity }));

/**
 * The payment went through (or nothing was due): the order is paid, its eCards are issued, and the bought lines leave
 * the cart; then the emails and the `purchase` event. Safe to call twice: only the first call changes anything (a
 * webhook may arrive twice). Answers the order, or null when it was not waiting for payment.
 */
export async function completePayment(orderId: number, charge: SucceededCharge | null, db?: Db, now = new Date()): Promise<OrderView | null> {
  const database = db ?? (await getDb());
  const result = await inTransaction(database, async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now, updatedAt: now, paymentProvider: charge?.provider ?? 'none' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
      .returning();
    if (!order) return null;
    if (charge) {
      await tx
        .insert(payments)
        .values({
          orderId,
          provider: charge.provider,
          kind: 'charge',
          status: 'succeeded',
          amountCents: charge.amountCents,
          currency: order.currency,
          providerRef: charge.providerRef,
          cardBrand: charge.cardBrand,
          cardLast4: charge.cardLast4,
        })
        .onConflictDoUpdate({
          target: [payments.provider, payments.providerRef],
          set: { status: 'succeeded', amountCents: charge.amountCents, cardBrand: charge.cardBrand, cardLast4: charge.cardLast4 },
        });
    }
    await tx.insert(orderEvents).values({
      orderId,
      status: 'paid',
      note: charge ? `Paid ${charge.cardBrand ?? 'by card'}${charge.cardLast4 ? ` ending ${charge.cardLast4}` : ''}` : 'Paid in full by gift card',
      at: now,
    });
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const issued: IssuedGiftCard[] = [];
    for (const line of lines) {
      if (line.kind !== 'gift_card' || !line.eCard) continue;
      const card = await issueGiftCard(
        tx,
        { id: orderId, currency: order.currency as Currency },
        { id: line.id, unitCents: line.unitCents, eCard: line.eCard },
      );
      if (card) issued.push(card);
    }
    await earnRewards(tx, order, lines.map(rewardLine), now);
    const cartId = await clearPurchasedLines(
      tx,
      {
        userId: order.userId,
        site: order.site,
        productIds: lines.flatMap((line) => (line.productId ? [line.productId] : [])),
        couponCode: order.couponCode,
      },
      now,
    );
    if (cartId !== null && lines.some((line) => line.kind === 'gift_card')) await clearCartGiftCards(tx, cartId);
    return { view: await orderView(tx, order), issued };
  });
  if (!result) return null;
  await afterPayment(result.view, result.issued, database);
  return result.view;
}

async function afterPayment(order: OrderView, issued: IssuedGiftCard[], db: Db): Promise<void> {
  const shopUrl = new URL(sitePath(order.site, '/'), env().PUBLIC_URL).toString();
  const balanceUrl = new URL(sitePath(order.site, '/account/details/gift-cards'), env().PUBLIC_URL).toString();
  const sends = [
    sendMail({ to: order.email, ...orderConfirmationEmail(order, orderUrl(order)) }),
    ...issued.map((card) => sendMail({ to: card.eCard.giftToEmail, ...giftCardEmail(card, order.site, shopUrl, balanceUrl) })),
  ];
  for (const sent of await Promise.allSettled(sends))
    if (sent.status === 'rejected') logger.error({ err: sent.reason, order: order.number }, 'an order email could not be sent');
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, order.id));
  const ecommerce: OrderEventData = {
    currency: order.currency,
    transaction_id: order.number,
    value: centsToDecimal(order.totalCents),
    tax: centsToDecimal(order.taxCents),
    shipping: centsToDecimal(order.shippingCents),
    ...(order.couponCode ? { coupon: order.couponCode } : {}),
    items: analyticsItems(order),
  };
  await recordOrderEvent({ name: 'purchase', site: order.site, path: sitePath(order.site, '/checkout'), userId: row?.userId ?? null, ecommerce }, db).catch(
    (error: unknown) => logger.error({ err: error }, 'the purchase event could not be recorded'),
  );
}

/** Stock, gift card money and the coupon's use go back: the order took them at placement. */
async function releaseOrder(tx: Db, order: typeof orders.$inferSelect): Promise<void> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  for (const line of lines) if (line.productId) await returnStock(tx, line.productId, line.quantity);
  for (const spend of await giftCardSpendOf(tx, order.id)) await restoreGiftCard(tx, spend.giftCardId, order.id, spend.redeemedCents - spend.restoredCents);
  if (order.couponCode && order.discounts.some((discount) => discount.type === 'coupon')) await releaseCouponUse(tx, order.couponCode, order.id);
}

/**
 * The payment was declined, abandoned or expired: the order gives back its stock, gift card money and coupon use and
 * is marked payment_failed. Only an order still waiting for payment changes; answers whether this one did.
 */
export async function failPayment(
  orderId: number,
  reason: string,
  attempt: { provider: string; cardLast4: string | null } | null,
  db?: Db,
  now = new Date(),
): Promise<boolean> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'payment_failed', updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
      .returning();
    if (!order) return false;
    await releaseOrder(tx, order);
    if (attempt)
      await tx.insert(payments).values({
        orderId,
        provider: attempt.provider,
        kind: 'charge',
        status: 'failed',
        amountCents: order.amountDueCents,
        currency: order.currency,
        cardLast4: attempt.cardLast4,
        failureMessage: reason,
      });
    await tx.insert(orderEvents).values({ orderId, status: 'payment_failed', note: reason, at: now });
    return true;
  });
}

/** Orders still waiting for a payment after this long are released (their stock back on sale). */
export const PENDING_PAYMENT_MINUTES = 60;

/** Releases orders whose payment never answered (a hosted page left open, a process stopped mid-payment). */
export async function releaseStalePendingOrders(db?: Db, now = new Date()): Promise<number> {
  const database = db ?? (await getDb());
  const stale = await database
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), sql`${orders.placedAt} < ${new Date(now.getTime() - PENDING_PAYMENT_MINUTES * 60_000)}`));
  let released = 0;
  for (const { id } of stale) if (await failPayment(id, 'The payment was not completed in time.', null, database, now)) released += 1;
  return released;
}

const SWEEP_EVERY_MS = 5 * 60_000;
const globalForSweep = globalThis as unknown as { __lastPendingSweep?: number };

/** Runs releaseStalePendingOrders in the background at most every 5 minutes per process (checkout calls it). */
export function sweepStalePendingOrders(now = Date.now()): void {
  if (now - (globalForSweep.__lastPendingSweep ?? 0) < SWEEP_EVERY_MS) return;
  globalForSweep.__lastPendingSweep = now;
  releaseStalePendingOrders().catch((error: unknown) => logger.error({ err: error }, 'orders waiting for payment could not be released'));
}

/**
 * Work a caller needs done inside the transaction of an order change, given the order before and after it: the back
 * office records its audit entry there, so a change never lands without its entry (nor the entry without the change).
 * A hook that throws undoes the change.
 */
export type OrderChangeHook<Extra = object> = (tx: Db, change: { before: OrderView; after: OrderView } & Extra) => Promise<void>;

export interface RefundRequest {
  /** Units per order line; omitted for everything not yet refunded. */
  lines?: Array<{ lineId: number; quantity: number }>;
  reason: string;
  /** Who asked: staff name or `operator`. */
  actor: string;
  /** Runs inside the refund's transaction, after the provider refunded the card and before the commit. */
  onChange?: OrderChangeHook<{ plan: RefundPlan }>;
}

/** Where a paid order may go next on its way to the customer. */
const NEXT_STEP: Partial<Record<(typeof orders.$inferSelect)['status'], 'shipped' | 'delivered'>> = { paid: 'shipped', shipped: 'delivered' };

/** Staff move an order along its way: paid → shipped → delivered, one step at a time, each on the timeline. */
export async function advanceOrder(
  number: string,
  status: 'shipped' | 'delivered',
  note: string,
  db?: Db,
  now = new Date(),
  onChange?: OrderChangeHook,
): Promise<OrderView> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
    if (!order) throw new NotFoundError(`There is no order ${number}.`, 'ORDER_NOT_FOUND');
    if (NEXT_STEP[order.status] !== status)
      throw new OrderRefusal(409, 'INVALID_STATUS_CHANGE', `Order ${number} is ${order.status.replace('_', ' ')}: it cannot be marked ${status}.`);
    const before = onChange ? await orderView(tx, order) : null;
    // Operators ship the whole order at once, without tracking (staff ship by line with tracking: shipOrderUnits).
    if (status === 'shipped')
      await tx
        .update(orderLines)
        .set({ shippedQuantity: sql`${orderLines.quantity} - ${orderLines.refundedQuantity}` })
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'product')));
    const [updated] = await tx.update(orders).set({ status, shippingState: status, updatedAt: now }).where(eq(orders.id, order.id)).returning();
    await tx.insert(orderEvents).values({ orderId: order.id, status, note, at: now });
    const after = await orderView(tx, updated!);
    if (onChange) await onChange(tx, { before: before!, after });
    return after;
  });
}

const REFUNDABLE: Array<(typeof orders.$inferSelect)['status']> = ['paid', 'shipped', 'delivered', 'partially_refunded'];

/**
 * Refunds a paid order, whole or per line, exactly: units back in stock, gift card money back on the cards, the rest
 * to the card through the payment provider (inside the transaction, so a provider refusal changes nothing here),
 * eCards bought on the lines disabled (only while unspent). Then the customer's email and the `refund` event.
 */
export async function refundOrder(
  number: string,
  request: RefundRequest,
  provider: PaymentProvider,
  db?: Db,
  now = new Date(),
): Promise<{ order: OrderView; plan: RefundPlan }> {
  const database = db ?? (await getDb());
  const result = await inTransaction(database, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
    if (!order) throw new NotFoundError(`There is no order ${number}.`, 'ORDER_NOT_FOUND');
    if (!REFUNDABLE.includes(order.status))
      throw new OrderRefusal(409, 'NOT_REFUNDABLE', `Order ${number} is ${order.status.replace('_', ' ')} and cannot be refunded.`);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).for('update');
    const before = request.onChange ? await orderView(tx, order) : null;
    const spend = await giftCardSpendOf(tx, order.id);
    const giftCardsRefunded = spend.reduce((sum, card) => sum + card.restoredCents, 0);
    const refundable = {
      lines,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      giftCardCents: order.giftCardCents,
      refundedCents: order.refundedCents,
    };
    let plan: RefundPlan;
    try {
      plan = planRefund(refundable, request.lines ?? remainingUnits(refundable), giftCardsRefunded);
    } catch (error) {
      throw new OrderRefusal(422, 'INVALID_REFUND', (error as Error).message);
    }
    for (const planned of plan.lines) {
      const line = lines.find((candidate) => candidate.id === planned.lineId)!;
      if (line.kind === 'gift_card') {
        const card = await disableGiftCardOfLine(tx, line.id);
        if (card && card.balanceCents < card.initialCents)
          throw new OrderRefusal(
            409,
            'GIFT_CARD_ALREADY_USED',
            `The eCard for ${line.eCard?.giftToName ?? 'its recipient'} has been spent and cannot be refunded.`,
          );
      }
      await tx
        .update(orderLines)
        .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${planned.quantity}` })
        .where(eq(orderLines.id, line.id));
      if (line.productId) await returnStock(tx, line.productId, planned.quantity);
    }
    let toGiftCards = plan.toGiftCardsCents;
    for (const card of spend) {
      const cents = Math.min(toGiftCards, card.redeemedCents - card.restoredCents);
      await restoreGiftCard(tx, card.giftCardId, order.id, cents);
      toGiftCards -= cents;
    }
    const [refundRow] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        amountCents: plan.amountCents,
        toCardCents: plan.toCardCents,
        toGiftCardsCents: plan.toGiftCardsCents,
        lines: plan.lines.map(({ lineId, quantity }) => ({ lineId, quantity })),
        reason: request.reason,
        createdBy: request.actor,
        createdAt: now,
      })
      .returning({ id: refunds.id });
    const refundedEligible = plan.lines.reduce((sum, planned) => {
      const line = lines.find((candidate) => candidate.id === planned.lineId)!;
      return sum + shareOfUnits(rewardsEligibleCents(rewardLine(line)), line.quantity, line.refundedQuantity, planned.quantity);
    }, 0);
    await reverseRewards(tx, order.id, refundRow!.id, refundedEligible, now);
    if (plan.toCardCents > 0) {
      const [charge] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.kind, 'charge'), eq(payments.status, 'succeeded')))
        .limit(1);
      if (!charge?.providerRef) throw new OrderRefusal(409, 'NO_CARD_PAYMENT', `Order ${number} has no card payment to refund to.`);
      const refunded = await provider.refund({
        chargeRef: charge.providerRef,
        amountCents: plan.toCardCents,
        currency: order.currency as Currency,
        idempotencyKey: `refund-${order.id}-${refundRow!.id}`,
      });
      await tx.insert(payments).values({
        orderId: order.id,
        provider: charge.provider,
        kind: 'refund',
        status: 'succeeded',
        amountCents: plan.toCardCents,
        currency: order.currency,
        providerRef: refunded.providerRef,
      });
    }
    const status = plan.completes ? 'refunded' : 'partially_refunded';
    // Refunding the units not yet shipped may leave nothing to ship: the shipping state follows the lines.
    const shippingState = shippingStateOf(
      lines.map((line) => ({
        id: line.id,
        kind: line.kind as 'product' | 'gift_card',
        quantity: line.quantity,
        shippedQuantity: line.shippedQuantity,
        refundedQuantity: line.refundedQuantity + (plan.lines.find((planned) => planned.lineId === line.id)?.quantity ?? 0),
      })),
      order.shippingState,
    );
    const [updated] = await tx
      .update(orders)
      .set({ refundedCents: sql`${orders.refundedCents} + ${plan.amountCents}`, status, shippingState, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      status,
      note: `Refunded ${centsToDecimal(plan.amountCents).toFixed(2)} ${order.currency}${request.reason ? `: ${request.reason}` : ''}`,
      at: now,
    });
    const after = await orderView(tx, updated!);
    if (request.onChange) await request.onChange(tx, { before: before!, after, plan });
    return { order: after, plan, userId: order.userId };
  });
  const { order, plan, userId } = result;
  const refundedLines = plan.lines.map((planned) => ({ line: order.lines.find((line) => line.id === planned.lineId)!, quantity: planned.quantity }));
  await sendMail({
    to: order.email,
    ...refundEmail(order, { ...plan, lines: refundedLines.map(({ line, quantity }) => ({ title: line.title, quantity })) }, orderUrl(order)),
  }).catch((error: unknown) => logger.error({ err: error, order: order.number }, 'the refund email could not be sent'));
  await recordOrderEvent(
    {
      name: 'refund',
      site: order.site,
      path: sitePath(order.site, `/account/orders/${order.number}`),
      userId,
      ecommerce: {
        currency: order.currency,
        transaction_id: order.number,
        value: centsToDecimal(plan.amountCents),
        items: plan.completes && refundedLines.length === order.lines.length ? [] : analyticsItems(order, refundedLines),
      },
    },
    database,
  ).catch((error: unknown) => logger.error({ err: error }, 'the refund event could not be recorded'));
  return { order, plan };
}
