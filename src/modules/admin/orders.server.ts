import 'server-only';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import type { Currency } from '@/lib/money';
import { NotFoundError } from '@/lib/errors';
import { users } from '@/modules/accounts/schema';
import { normalizeOrderNumber, type OrderStatus, type OrderView, type RefundPlan } from '@/modules/orders';
import { advanceOrder, orderByNumber, orderItemCount, refundOrder } from '@/modules/orders/index.server';
import { orders, payments, refunds } from '@/modules/orders/schema';
import { paymentProvider, type PaymentProvider } from '@/modules/payments/index.server';
import type { SiteId } from '@/modules/regions';
import { historyOf, recordChange, type Actor, type AuditEntry } from './audit.server';
import { ADMIN_ORDERS_LIMIT, type OrderSearch, type Refund } from './order-rules';

/** A row of the back office's orders list (integer cents). */
export interface AdminOrderSummary {
  number: string;
  site: SiteId;
  currency: Currency;
  status: OrderStatus;
  email: string;
  placedAt: string;
  totalCents: number;
  refundedCents: number;
  itemCount: number;
}

export interface AdminPayment {
  kind: 'charge' | 'refund';
  status: string;
  provider: string;
  amountCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  failureMessage: string | null;
  at: string;
}

export interface AdminRefund {
  id: number;
  amountCents: number;
  toCardCents: number;
  toGiftCardsCents: number;
  lines: Array<{ lineId: number; quantity: number }>;
  reason: string;
  by: string;
  at: string;
}

/** An order as staff see it: the customer's view plus who placed it, every payment and refund, and its audit trail. */
export interface AdminOrder {
  order: OrderView;
  customer: { name: string; email: string | null; guest: boolean };
  payments: AdminPayment[];
  refunds: AdminRefund[];
  history: AuditEntry[];
}

/** The audit log's record of an order: what staff change on it (status, money and units refunded). */
const auditState = (order: OrderView) => ({
  status: order.status,
  refundedCents: order.refundedCents,
  lines: order.lines.map((line) => ({ lineId: line.id, refundedQuantity: line.refundedQuantity })),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Orders matching the search, newest first, at most ADMIN_ORDERS_LIMIT: a whole order number (any case, with or without
 * BF-) matches that order, a number's start (BF-7K2M) its orders, and words match any part of the customer's email.
 */
export async function findOrdersForAdmin(search: OrderSearch, db?: Db): Promise<AdminOrderSummary[]> {
  const database = db ?? (await getDb());
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
  const rows = await database
    .select({
      number: orders.number,
      site: orders.site,
      currency: orders.currency,
      status: orders.status,
      email: orders.email,
      placedAt: orders.placedAt,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      itemCount: orderItemCount,
    })
    .from(orders)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(ADMIN_ORDERS_LIMIT);
  return rows.map((row) => ({ ...row, currency: row.currency as Currency, placedAt: row.placedAt.toISOString(), itemCount: Number(row.itemCount) }));
}

/** One order with everything staff need to act on it; null when no order has that number. */
export async function orderForAdmin(number: string, db?: Db): Promise<AdminOrder | null> {
  const database = db ?? (await getDb());
  const order = await orderByNumber(number, database);
  if (!order) return null;
  const [[customer], paymentRows, refundRows, history] = await Promise.all([
    database
      .select({ role: users.role, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, order.id)),
    database.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.createdAt), asc(payments.id)),
    database.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.createdAt), asc(refunds.id)),
    historyOf(database, 'order', order.number),
  ]);
  return {
    order,
    customer: {
      name: [customer?.firstName, customer?.lastName].filter(Boolean).join(' ') || (order.shippingAddress?.fullName ?? ''),
      email: customer?.email ?? null,
      guest: customer?.role === 'guest',
    },
    payments: paymentRows.map((row) => ({
      kind: row.kind as AdminPayment['kind'],
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
    history,
  };
}

async function adminOrderOrThrow(number: string, db: Db): Promise<AdminOrder> {
  const found = await orderForAdmin(number, db);
  if (!found) throw new NotFoundError(`There is no order ${number}.`, 'ORDER_NOT_FOUND');
  return found;
}

/**
 * Marks a paid order shipped through the orders lifecycle (its timeline, its refusals), the audit entry written by the
 * lifecycle's hook inside the same transaction.
 */
export async function shipOrder(actor: Actor, typedNumber: string, note: string, db?: Db, now = new Date()): Promise<AdminOrder> {
  const database = db ?? (await getDb());
  const number = normalizeOrderNumber(typedNumber) ?? typedNumber;
  await advanceOrder(number, 'shipped', note, database, now, (tx, { before, after }) =>
    recordChange(tx, actor, { action: 'order.ship', entity: 'order', entityKey: number, before: auditState(before), after: { ...auditState(after), note } }),
  );
  return adminOrderOrThrow(number, database);
}

/**
 * Refunds an order, whole or per line, through the orders lifecycle (stock, gift cards, rewards, the card, the email);
 * its audit entry is written by the lifecycle's hook inside the refund's own transaction.
 */
export async function refundOrderAsStaff(
  actor: Actor,
  typedNumber: string,
  refund: Refund,
  db?: Db,
  provider?: PaymentProvider,
  now = new Date(),
): Promise<{ order: AdminOrder; plan: RefundPlan }> {
  const database = db ?? (await getDb());
  const number = normalizeOrderNumber(typedNumber) ?? typedNumber;
  const { plan } = await refundOrder(
    number,
    {
      lines: refund.full ? undefined : refund.lines,
      reason: refund.reason,
      actor: actor.email,
      onChange: (tx, { before, after, plan: done }) =>
        recordChange(tx, actor, {
          action: refund.full ? 'order.refund' : 'order.refund-lines',
          entity: 'order',
          entityKey: number,
          before: auditState(before),
          after: {
            ...auditState(after),
            refund: {
              amountCents: done.amountCents,
              toCardCents: done.toCardCents,
              toGiftCardsCents: done.toGiftCardsCents,
              lines: done.lines,
              reason: refund.reason,
            },
          },
        }),
    },
    provider ?? (await paymentProvider()),
    database,
    now,
  );
  return { order: await adminOrderOrThrow(number, database), plan };
}
