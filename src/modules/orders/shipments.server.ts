import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { env } from '@/lib/env';
import { NotFoundError } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { sendMail } from '@/modules/email/index.server';
import { sitePath } from '@/modules/regions';
import { CARRIERS, planShipment, SHIPPABLE_STATUSES, shippingStateOf, type Carrier, type ShippableLine } from './fulfilment';
import { OrderRefusal, type OrderChangeHook } from './lifecycle.server';
import { orderView } from './orders.server';
import { orderEvents, orderLines, orders, shipments } from './schema';
import { shippedEmail, type EmailContent } from './emails';
import type { OrderView } from './types';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

export interface ShipmentRequest {
  carrier: Carrier;
  /** Already in the carrier's form (`normalizeTrackingNumber`). */
  trackingNumber: string;
  /** Units per line; omitted for everything left to ship. */
  lines?: Array<{ lineId: number; quantity: number }>;
  note: string;
  /** Who shipped: staff email or `operator`. */
  actor: string;
  onChange?: OrderChangeHook<{ shipmentId: number }>;
}

const shippable = (line: LineRow): ShippableLine => ({
  id: line.id,
  kind: line.kind as ShippableLine['kind'],
  quantity: line.quantity,
  refundedQuantity: line.refundedQuantity,
  shippedQuantity: line.shippedQuantity,
});

async function lockedOrder(tx: Db, number: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
  if (!order) throw new NotFoundError(`There is no order ${number}.`, 'ORDER_NOT_FOUND');
  return order;
}

/**
 * Ships units of a paid order (all that is left, or some per line) with a carrier and tracking number: the units are
 * counted shipped, the shipping state follows, and a paid order with nothing left to ship is `shipped` as before. Then
 * the customer's shipped email. A refused shipment (unknown line, too many units, an order not paid) changes nothing.
 */
export async function shipOrderUnits(number: string, request: ShipmentRequest, db?: Db, now = new Date()): Promise<{ order: OrderView; shipmentId: number }> {
  const database = db ?? (await getDb());
  const result = await inTransaction(database, async (tx) => {
    const order = await lockedOrder(tx, number);
    if (!(SHIPPABLE_STATUSES as readonly string[]).includes(order.status))
      throw new OrderRefusal(409, 'NOT_SHIPPABLE', `Order ${number} is ${order.status.replace('_', ' ')}: it cannot be shipped.`);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).for('update');
    let plan: Array<{ lineId: number; quantity: number }>;
    try {
      plan = planShipment(lines.map(shippable), request.lines);
    } catch (error) {
      throw new OrderRefusal(422, 'INVALID_SHIPMENT', (error as Error).message);
    }
    const before = request.onChange ? await orderView(tx, order) : null;
    for (const { lineId, quantity } of plan)
      await tx
        .update(orderLines)
        .set({ shippedQuantity: sql`${orderLines.shippedQuantity} + ${quantity}` })
        .where(eq(orderLines.id, lineId));
    const shippedLines = lines.map((line) => ({
      ...shippable(line),
      shippedQuantity: line.shippedQuantity + (plan.find((p) => p.lineId === line.id)?.quantity ?? 0),
    }));
    const shippingState = shippingStateOf(shippedLines, order.shippingState);
    const status = order.status === 'paid' && shippingState === 'shipped' ? 'shipped' : order.status;
    const [shipment] = await tx
      .insert(shipments)
      .values({
        orderId: order.id,
        carrier: request.carrier,
        trackingNumber: request.trackingNumber,
        lines: plan,
        note: request.note,
        createdBy: request.actor,
        shippedAt: now,
      })
      .returning({ id: shipments.id });
    const [updated] = await tx.update(orders).set({ shippingState, status, updatedAt: now }).where(eq(orders.id, order.id)).returning();
    const units = plan.reduce((sum, line) => sum + line.quantity, 0);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      status: 'shipped',
      note: [`${units} unit${units === 1 ? '' : 's'} by ${CARRIERS[request.carrier].name}, tracking ${request.trackingNumber}`, request.note]
        .filter(Boolean)
        .join(' · '),
      at: now,
    });
    const after = await orderView(tx, updated!);
    if (request.onChange) await request.onChange(tx, { before: before!, after, shipmentId: shipment!.id });
    return { order: after, shipmentId: shipment!.id };
  });
  await sendShippedEmail(result.shipmentId, database).catch((error: unknown) =>
    logger.error({ err: error, order: number, shipment: result.shipmentId }, 'the shipped email could not be sent'),
  );
  return result;
}

/**
 * The shipped email of one shipment, built from what the database holds now, so it can be sent (or sent again) from
 * anywhere that knows the shipment's id; null when there is no such shipment.
 */
export async function shippedEmailOf(shipmentId: number, db: Db): Promise<{ to: string; content: EmailContent } | null> {
  const [shipment] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!shipment) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, shipment.orderId));
  if (!order) return null;
  const view = await orderView(db, order);
  const sent = view.shipments.find((candidate) => candidate.id === shipmentId)!;
  const orderUrl = new URL(sitePath(view.site, `/account/orders/${view.number}`), env().PUBLIC_URL).toString();
  return { to: view.email, content: shippedEmail(view, sent, orderUrl) };
}

export async function sendShippedEmail(shipmentId: number, db: Db): Promise<void> {
  const mail = await shippedEmailOf(shipmentId, db);
  if (mail) await sendMail({ to: mail.to, ...mail.content });
}

/** Staff's word that the parcels arrived: only once everything left has shipped. A shipped order becomes `delivered`. */
export async function markOrderDelivered(number: string, note: string, db?: Db, now = new Date(), onChange?: OrderChangeHook): Promise<OrderView> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    const order = await lockedOrder(tx, number);
    if (order.shippingState !== 'shipped')
      throw new OrderRefusal(
        409,
        'NOT_DELIVERABLE',
        order.shippingState === 'delivered'
          ? `Order ${number} is already delivered.`
          : `Order ${number} is ${order.shippingState.replace('_', ' ')}: ship everything left before marking it delivered.`,
      );
    const before = onChange ? await orderView(tx, order) : null;
    const status = order.status === 'shipped' ? 'delivered' : order.status;
    const [updated] = await tx.update(orders).set({ shippingState: 'delivered', status, updatedAt: now }).where(eq(orders.id, order.id)).returning();
    await tx.insert(orderEvents).values({ orderId: order.id, status: 'delivered', note, at: now });
    const after = await orderView(tx, updated!);
    if (onChange) await onChange(tx, { before: before!, after });
    return after;
  });
}
