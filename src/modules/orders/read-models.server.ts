import 'server-only';
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/db';
import type { Currency } from '@/lib/money';
import type { SiteId } from '@/modules/regions';
import { orderItemCount } from './orders.server';
import type { ShippingState } from './fulfilment';
import { normalizeOrderNumber, type OrderStatus } from './rules';
import { orderLines, orders, payments, refunds, shipments } from './schema';
import type { OrganizationSales } from '@/modules/organizations';

/** The numbers of the orders with these ids, in one query; ids of no order are left out. */
export async function orderNumbersByIds(ids: readonly number[], db: Db): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.number]));
}

/** The id of the customer's own order of this number; null for anyone else's or an unknown one. */
export async function customerOrderId(userId: string, orderNumber: string, db: Db): Promise<number | null> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, orderNumber), eq(orders.userId, userId)))
    .limit(1);
  return order?.id ?? null;
}

/** The account an order was placed from (a customer or a guest session); null when there is no such order. */
export async function orderAccountId(orderId: number, db: Db): Promise<string | null> {
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return order?.userId ?? null;
}

/** Orders that count as sales: paid and not wholly refunded (partial refunds are taken off the sum). */
const SALE_STATUSES = ['paid', 'shipped', 'delivered', 'partially_refunded'] as const;

/**
 * Sales of an organization between two times: Σ (items − discount − refunded) of its orders placed in [from, until),
 * each at least 0. Books only, no shipping or tax; refunds are taken off whole (they may include shipping, so this
 * errs low, never high).
 */
export async function organizationSalesCents(db: Db, organizationId: number, from: Date, until: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(greatest(${orders.itemsCents} - ${orders.discountCents} - ${orders.refundedCents}, 0)), 0)::int` })
    .from(orders)
    .where(and(eq(orders.organizationId, organizationId), inArray(orders.status, [...SALE_STATUSES]), gte(orders.placedAt, from), lt(orders.placedAt, until)));
  return Number(row?.cents ?? 0);
}

/** A row of the back office's orders list (integer cents). */
export interface StaffOrderSummary {
  number: string;
  site: SiteId;
  currency: Currency;
  status: OrderStatus;
  shippingState: ShippingState;
  email: string;
  placedAt: string;
  totalCents: number;
  refundedCents: number;
  itemCount: number;
}

export interface StaffOrderSearch {
  q: string;
  status?: OrderStatus | null;
  site?: SiteId | null;
  organizationId?: number | null;
  shippingMethod?: string | null;
  /** Placed at or after `from`, before `to`. */
  placedFrom?: Date | null;
  placedTo?: Date | null;
  shippingState?: ShippingState | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Orders matching the search, newest first, at most `limit`: a whole order number (any case, with or without BF-)
 * matches that order, a number's start (BF-7K2M) its orders, and words match any part of the customer's email.
 */
export async function findOrdersForStaff(search: StaffOrderSearch, limit: number, db: Db): Promise<StaffOrderSummary[]> {
  const conditions: SQL[] = [];
  const words = search.q.trim();
  if (words) {
    const number = normalizeOrderNumber(words);
    const inEmail = ilike(orders.email, `%${escapeLike(words)}%`);
    // Eight letters and digits read as an order number, but may as well be part of an email: both match.
    if (number) conditions.push(or(eq(orders.number, number), inEmail)!);
    else if (/^BF-?[0-9A-Z-]*$/i.test(words)) conditions.push(ilike(orders.number, `${escapeLike(words.toUpperCase().replace(/^BF-?/, 'BF-'))}%`));
    else conditions.push(or(inEmail, ilike(orders.number, `%${escapeLike(words)}%`))!);
  }
  if (search.status) conditions.push(eq(orders.status, search.status));
  if (search.site) conditions.push(eq(orders.site, search.site));
  if (search.organizationId) conditions.push(eq(orders.organizationId, search.organizationId));
  if (search.shippingMethod) conditions.push(eq(orders.shippingMethod, search.shippingMethod));
  if (search.placedFrom) conditions.push(gte(orders.placedAt, search.placedFrom));
  if (search.placedTo) conditions.push(lt(orders.placedAt, search.placedTo));
  if (search.shippingState) conditions.push(eq(orders.shippingState, search.shippingState));
  const rows = await db
    .select({
      number: orders.number,
      site: orders.site,
      currency: orders.currency,
      status: orders.status,
      shippingState: orders.shippingState,
      email: orders.email,
      placedAt: orders.placedAt,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      itemCount: orderItemCount,
    })
    .from(orders)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, currency: row.currency as Currency, placedAt: row.placedAt.toISOString(), itemCount: Number(row.itemCount) }));
}

/** How many orders have this status, for the back office's dashboard. */
export async function countOrdersWithStatus(status: OrderStatus, db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(orders)
    .where(eq(orders.status, status));
  return Number(row?.count ?? 0);
}

export interface OrderPayment {
  kind: 'charge' | 'refund';
  status: string;
  provider: string;
  amountCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  failureMessage: string | null;
  at: string;
}

export interface OrderRefund {
  id: number;
  amountCents: number;
  toCardCents: number;
  toGiftCardsCents: number;
  lines: Array<{ lineId: number; quantity: number }>;
  reason: string;
  by: string;
  at: string;
}

/** An order's payments and refunds, oldest first, as staff review them. */
export async function orderMoneyHistory(orderId: number, db: Db): Promise<{ payments: OrderPayment[]; refunds: OrderRefund[] }> {
  const [paymentRows, refundRows] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id)),
  ]);
  return {
    payments: paymentRows.map((row) => ({
      kind: row.kind as OrderPayment['kind'],
      status: row.status,
      provider: row.provider,
      amountCents: row.amountCents,
      cardBrand: row.cardBrand,
      cardLast4: row.cardLast4,
      failureMessage: row.failureMessage,
      at: row.createdAt.toISOString(),
    })),
    refunds: refundRows.map((row) => ({
      id: row.id,
      amountCents: row.amountCents,
      toCardCents: row.toCardCents,
      toGiftCardsCents: row.toGiftCardsCents,
      lines: row.lines,
      reason: row.reason,
      by: row.createdBy,
      at: row.createdAt.toISOString(),
    })),
  };
}

/** Who recorded each of an order's shipments (staff email or `operator`), oldest first: staff see it, customers do not. */
export async function orderShipmentActors(orderId: number, db: Db): Promise<Array<{ shipmentId: number; by: string }>> {
  const rows = await db
    .select({ shipmentId: shipments.id, by: shipments.createdBy })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.shippedAt), asc(shipments.id));
  return rows;
}

/** Of these order lines, the ones with a unit refunded. */
export async function refundedOrderLineIds(lineIds: readonly number[], db: Db): Promise<Set<number>> {
  if (lineIds.length === 0) return new Set();
  const rows = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(inArray(orderLines.id, [...new Set(lineIds)]), gt(orderLines.refundedQuantity, 0)));
  return new Set(rows.map((row) => row.id));
}

/** A product line's sales net of its refunded units, shared out as refunds share them (`shareOfUnits`). */
const netLineSales = sql`(l.unit_cents * l.quantity - l.discount_cents) - round((l.unit_cents * l.quantity - l.discount_cents)::numeric * l.refunded_quantity / l.quantity)`;

/** The statuses of SALE_STATUSES, as SQL. */
const SALE_STATUSES_SQL = sql.raw(`(${SALE_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** An order an organization's report counts, with its product sales net of refunds (no shipping, no tax). */
export interface OrganizationOrderSale {
  orderId: number;
  placedAt: Date;
  salesCents: number;
}

/** The organization's sales orders placed in [from, until), each with its product sales net of refunds. */
export async function organizationOrderSales(db: Db, organizationId: number, from: Date, until: Date): Promise<OrganizationOrderSale[]> {
  const rows = await queryRows<{ id: number; placed_at: Date | string; sales: number }>(
    db,
    sql`SELECT o.id, o.placed_at,
          coalesce((SELECT sum(${netLineSales}) FROM order_lines l WHERE l.order_id = o.id AND l.kind = 'product'), 0)::int AS sales
        FROM orders o
        WHERE o.organization_id = ${organizationId} AND o.status IN ${SALE_STATUSES_SQL} AND o.placed_at >= ${from} AND o.placed_at < ${until}`,
  );
  return rows.map((row) => ({ orderId: Number(row.id), placedAt: new Date(row.placed_at), salesCents: Number(row.sales) }));
}

export interface TitleSales {
  sku: string;
  title: string;
  /** Units sold less units refunded. */
  units: number;
  salesCents: number;
}

/** The organization's best-selling titles among its sales orders placed in [from, until): most units first, at most `limit`. */
export async function organizationTopTitles(db: Db, organizationId: number, from: Date, until: Date, limit: number): Promise<TitleSales[]> {
  const rows = await queryRows<{ sku: string; title: string; units: number; sales: number }>(
    db,
    sql`SELECT l.sku, max(l.title) AS title, sum(l.quantity - l.refunded_quantity)::int AS units, sum(${netLineSales})::int AS sales
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.organization_id = ${organizationId} AND o.status IN ${SALE_STATUSES_SQL} AND o.placed_at >= ${from} AND o.placed_at < ${until} AND l.kind = 'product'
        GROUP BY l.sku
        ORDER BY units DESC, sales DESC
        LIMIT ${limit}`,
  );
  return rows.map((row) => ({ sku: row.sku, title: row.title, units: Number(row.units), salesCents: Number(row.sales) }));
}

/** Orders' answer to what organizations asks of an organization's sales (the app hands it to organizations' pages and routes). */
export const organizationSales: OrganizationSales = {
  salesCents: organizationSalesCents,
  orderSales: organizationOrderSales,
  topTitles: organizationTopTitles,
};
