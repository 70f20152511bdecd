import 'server-only';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import type { Currency } from '@/lib/money';
import { organizationNameOf } from '@/modules/organizations/index.server';
import { normalizeOrderNumber, type OrderStatus } from './rules';
import { CARRIERS, trackingUrl } from './fulfilment';
import { orderEvents, orderLines, orders, payments, shipments } from './schema';
import type { OrderLineView, OrderSummary, OrderView } from './types';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** Orders a shopper never sees in their list: ones whose payment never went through. */
const HIDDEN_STATUSES: OrderStatus[] = ['pending_payment', 'payment_failed'];

const toLine = (row: LineRow): OrderLineView => ({
  id: row.id,
  kind: row.kind as OrderLineView['kind'],
  sku: row.sku,
  title: row.title,
  format: row.format,
  unitCents: row.unitCents,
  quantity: row.quantity,
  discountCents: row.discountCents,
  taxCents: row.taxCents,
  refundedQuantity: row.refundedQuantity,
  shippedQuantity: row.shippedQuantity,
  eCard: row.eCard ?? null,
});

/** The whole order: lines, timeline, payment and organization, as pages and emails show it. */
export async function orderView(db: Db, order: OrderRow): Promise<OrderView> {
  const [lines, events, [payment], organization, sent] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, 'charge'), inArray(payments.status, ['succeeded', 'pending'])))
      .orderBy(desc(payments.id))
      .limit(1),
    order.organizationId ? organizationNameOf(db, order.organizationId) : Promise.resolve(null),
    db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.shippedAt), asc(shipments.id)),
  ]);
  return {
    id: order.id,
    number: order.number,
    site: order.site,
    currency: order.currency as Currency,
    status: order.status,
    shippingState: order.shippingState,
    email: order.email,
    placedAt: order.placedAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    shippingMethod: order.shippingMethod,
    shippingAddress: order.shippingAddress ?? null,
    couponCode: order.couponCode,
    organization: organization ?? null,
    lines: lines.map(toLine),
    discounts: order.discounts,
    taxLines: order.taxLines,
    itemsCents: order.itemsCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    giftCardCents: order.giftCardCents,
    amountDueCents: order.amountDueCents,
    refundedCents: order.refundedCents,
    payment: payment ? { provider: payment.provider, cardBrand: payment.cardBrand, cardLast4: payment.cardLast4 } : null,
    timeline: events.map((event) => ({ status: event.status, note: event.note, at: event.at.toISOString() })),
    shipments: sent.map((shipment) => ({
      id: shipment.id,
      carrier: shipment.carrier,
      carrierName: CARRIERS[shipment.carrier].name,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: trackingUrl(shipment.carrier, shipment.trackingNumber),
      lines: shipment.lines,
      shippedAt: shipment.shippedAt.toISOString(),
    })),
  };
}

/**
 * How many items an order holds, for a select from orders. Qualified by hand: inside a one-table select Drizzle names
 * columns without their table, and a bare "id" there would be the order line's.
 */
export const orderItemCount = sql<number>`(SELECT coalesce(sum(line.quantity), 0)::int FROM ${orderLines} AS line WHERE line.order_id = ${orders}.id)`;

/** A customer's orders, newest first (ones whose payment never went through are left out). */
export async function ordersOf(userId: string, db?: Db): Promise<OrderSummary[]> {
  const database = db ?? (await getDb());
  const rows = await database
    .select({
      number: orders.number,
      site: orders.site,
      currency: orders.currency,
      status: orders.status,
      placedAt: orders.placedAt,
      totalCents: orders.totalCents,
      itemCount: orderItemCount,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, HIDDEN_STATUSES)))
    .orderBy(desc(orders.placedAt), desc(orders.id));
  return rows.map((row) => ({ ...row, currency: row.currency as Currency, placedAt: row.placedAt.toISOString(), itemCount: Number(row.itemCount) }));
}

/** One of the customer's orders by number; null when it is not theirs (or does not exist). */
export async function orderOf(userId: string, number: string, db?: Db): Promise<OrderView | null> {
  const canonical = normalizeOrderNumber(number);
  if (!canonical) return null;
  const database = db ?? (await getDb());
  const [row] = await database
    .select()
    .from(orders)
    .where(and(eq(orders.number, canonical), eq(orders.userId, userId)))
    .limit(1);
  return row ? orderView(database, row) : null;
}

/** A guest's order lookup: the number and the email it was placed with must both match. */
export async function lookUpOrder(number: string, email: string, db?: Db): Promise<OrderView | null> {
  const canonical = normalizeOrderNumber(number);
  if (!canonical) return null;
  const database = db ?? (await getDb());
  const [row] = await database
    .select()
    .from(orders)
    .where(and(eq(orders.number, canonical), eq(orders.email, email.trim().toLowerCase()), notInArray(orders.status, ['payment_failed'])))
    .limit(1);
  return row ? orderView(database, row) : null;
}

/** An order by its number, for staff (operator routes and commands). */
export async function orderByNumber(number: string, db?: Db): Promise<OrderView | null> {
  const canonical = normalizeOrderNumber(number);
  if (!canonical) return null;
  const database = db ?? (await getDb());
  const [row] = await database.select().from(orders).where(eq(orders.number, canonical)).limit(1);
  return row ? orderView(database, row) : null;
}
