import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { getDb, type Db } from '@/db';
import { logger } from '@/lib/logger';
import { NOT_COMPLETED_MESSAGE, type StripeEventAction } from '@/modules/payments';
import { readStripeWebhook, type StripeGateway, type StripeWebhookEvent } from '@/modules/payments/index.server';
import { completePayment, failPayment } from './lifecycle.server';
import { orders, paymentWebhookEvents, payments } from './schema';

export type StripeWebhookReceipt = { received: true; duplicate: true } | { received: true; outcome: 'paid' | 'released' | 'ignored' };

type OrderAction = Exclude<StripeEventAction, { kind: 'ignore' }>;

/** The order a session names, only when its number matches too: another shop's orders on the same Stripe account share ids. */
async function orderOf(db: Db, action: OrderAction) {
  const [order] = await db.select().from(orders).where(eq(orders.id, action.orderId));
  return order && order.number === action.orderNumber ? order : null;
}

async function complete(
  event: StripeWebhookEvent,
  action: Extract<OrderAction, { kind: 'complete' }>,
  db: Db,
  now: Date,
  log: Logger,
): Promise<'paid' | 'ignored'> {
  const order = await orderOf(db, action);
  if (!order) {
    log.warn({ orderId: action.orderId }, 'a paid Stripe checkout names no order of this shop: ignored');
    return 'ignored';
  }
  if (action.amountCents !== order.amountDueCents || action.currency !== order.currency) {
    log.error(
      {
        order: order.number,
        paid: `${action.amountCents} ${action.currency}`,
        due: `${order.amountDueCents} ${order.currency}`,
        paymentIntent: action.paymentIntentId,
      },
      'a Stripe payment does not match the amount due on its order: the order is not marked paid; settle it in the Stripe dashboard',
    );
    return 'ignored';
  }
  // The session's pending row becomes the charge row (one row per payment): its reference moves from the session to
  // the payment intent, which refunds need, and completePayment's upsert on (provider, reference) then settles it.
  await db
    .update(payments)
    .set({ providerRef: action.paymentIntentId })
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, 'stripe'), eq(payments.kind, 'charge'), eq(payments.providerRef, action.sessionId)));
  const card = await event.cardOf(action.paymentIntentId, log);
  const paid = await completePayment(order.id, { provider: 'stripe', providerRef: action.paymentIntentId, ...card, amountCents: action.amountCents }, db, now);
  if (paid) {
    log.info({ order: order.number }, 'order paid through Stripe Checkout');
    return 'paid';
  }
  const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  if (current?.status === 'payment_failed' || current?.status === 'cancelled') {
    // The money moved although the order had been released: the row says so, and staff must refund it.
    await db
      .update(payments)
      .set({ status: 'succeeded', ...card })
      .where(and(eq(payments.provider, 'stripe'), eq(payments.providerRef, action.paymentIntentId)));
    log.error(
      { order: order.number, paymentIntent: action.paymentIntentId },
      'Stripe took a payment for an order that had already been released: refund it in the Stripe dashboard',
    );
  }
  return 'ignored';
}

async function release(action: Extract<OrderAction, { kind: 'release' }>, db: Db, now: Date, log: Logger): Promise<'released' | 'ignored'> {
  const order = await orderOf(db, action);
  if (!order) {
    log.warn({ orderId: action.orderId }, 'an unfinished Stripe checkout names no order of this shop: ignored');
    return 'ignored';
  }
  // The session's own row records the failure, so the order keeps one payment row per Checkout Session.
  await db
    .update(payments)
    .set({ status: 'failed', failureMessage: NOT_COMPLETED_MESSAGE })
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, 'stripe'), eq(payments.providerRef, action.sessionId), eq(payments.status, 'pending')));
  const released = await failPayment(order.id, NOT_COMPLETED_MESSAGE, null, db, now);
  if (released) log.info({ order: order.number }, 'order released: its Stripe checkout was not paid');
  return released ? 'released' : 'ignored';
}

/**
 * A Stripe webhook call (DESIGN §2), verified by payments: Checkout Session events pay or release their order; each
 * such event acts once (payment_webhook_events), whatever Stripe's redeliveries; others are ignored.
 */
export async function receiveStripeWebhook(
  rawBody: string,
  signature: string | null,
  options: { gateway?: StripeGateway | null; db?: Db; now?: Date } = {},
): Promise<StripeWebhookReceipt> {
  const event = await readStripeWebhook(rawBody, signature, options.gateway);
  const log = logger.child({ stripeEvent: event.id, type: event.type });
  const { action } = event;
  if (action.kind === 'ignore') {
    log.debug({ reason: action.reason }, 'Stripe event ignored');
    return { received: true, outcome: 'ignored' };
  }
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const claimed = await db
    .insert(paymentWebhookEvents)
    .values({ provider: 'stripe', eventId: event.id, type: event.type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  if (claimed.length === 0) return { received: true, duplicate: true };
  try {
    return { received: true, outcome: action.kind === 'complete' ? await complete(event, action, db, now, log) : await release(action, db, now, log) };
  } catch (error) {
    // Unclaimed, so Stripe's retry of this event is acted on rather than taken for a duplicate.
    await db.delete(paymentWebhookEvents).where(and(eq(paymentWebhookEvents.provider, 'stripe'), eq(paymentWebhookEvents.eventId, event.id)));
    throw error;
  }
}
