import 'server-only';
import { getDb, type Db } from '@/db';
import { NotFoundError } from '@/lib/errors';
import { accountById } from '@/modules/accounts/index.server';
import { normalizeOrderNumber, type OrderView, type RefundPlan } from '@/modules/orders';
import {
  findOrdersForStaff,
  markOrderDelivered,
  orderAccountId,
  orderByNumber,
  orderMoneyHistory,
  orderShipmentActors,
  refundOrder,
  shipOrderUnits,
  type OrderPayment,
  type OrderRefund,
  type StaffOrderSummary,
} from '@/modules/orders/index.server';
import { fairOrderWindow, membersAndFairsOf, organizationBySlug } from '@/modules/organizations/index.server';
import { paymentProvider, type PaymentProvider } from '@/modules/payments/index.server';
import { historyOf, recordChange, type Actor, type AuditEntry } from './audit.server';
import { ADMIN_ORDERS_LIMIT, type OrderSearch, type Refund, type Shipment } from './order-rules';

/** The orders search; the school, fair and shipping filters may be left out. */
export type OrderFilter = Omit<OrderSearch, 'organization' | 'fair' | 'shipping' | 'fulfilment'> &
  Partial<Pick<OrderSearch, 'organization' | 'fair' | 'shipping' | 'fulfilment'>>;

export type AdminOrderSummary = StaffOrderSummary;
export type AdminPayment = OrderPayment;
export type AdminRefund = OrderRefund;

/** An order as staff see it: the customer's view plus who placed it, every payment and refund, and its audit trail. */
export interface AdminOrder {
  order: OrderView;
  customer: { name: string; email: string | null; guest: boolean };
  payments: AdminPayment[];
  refunds: AdminRefund[];
  /** Who shipped each parcel. */
  shippedBy: Array<{ shipmentId: number; by: string }>;
  history: AuditEntry[];
}

/** The audit log's record of an order: what staff change on it (status, shipping state, money, units refunded and shipped). */
const auditState = (order: OrderView) => ({
  status: order.status,
  shippingState: order.shippingState,
  refundedCents: order.refundedCents,
  lines: order.lines.map((line) => ({ lineId: line.id, refundedQuantity: line.refundedQuantity, shippedQuantity: line.shippedQuantity })),
});

/**
 * Orders matching the search, newest first, at most ADMIN_ORDERS_LIMIT: a whole order number (any case, with or without
 * BF-) matches that order, a number's start (BF-7K2M) its orders, and words match any part of the customer's email.
 */
export async function findOrdersForAdmin(search: OrderFilter, db?: Db): Promise<AdminOrderSummary[]> {
  const database = db ?? (await getDb());
  const scope = await organizationScope(search, database);
  if (!scope) return [];
  return findOrdersForStaff(
    {
      q: search.q,
      status: search.status || null,
      site: search.site || null,
      shippingMethod: search.shipping || null,
      shippingState: search.fulfilment || null,
      ...scope,
    },
    ADMIN_ORDERS_LIMIT,
    database,
  );
}

/**
 * The school and fair filters as order conditions: a fair stands for its organization's orders in its shopping window;
 * null when the school or fair named does not exist (or the fair is another school's), so nothing matches.
 */
async function organizationScope(
  search: OrderFilter,
  db: Db,
): Promise<{ organizationId: number | null; placedFrom: Date | null; placedTo: Date | null } | null> {
  const organization = search.organization ? await organizationBySlug(db, search.organization) : null;
  if (search.organization && !organization) return null;
  if (!search.fair) return { organizationId: organization?.id ?? null, placedFrom: null, placedTo: null };
  const fair = await fairOrderWindow(db, Number(search.fair));
  if (!fair || (organization && fair.organizationId !== organization.id)) return null;
  return { organizationId: fair.organizationId, placedFrom: fair.from, placedTo: fair.to };
}

/** One order with everything staff need to act on it; null when no order has that number. */
export async function orderForAdmin(number: string, db?: Db): Promise<AdminOrder | null> {
  const database = db ?? (await getDb());
  const order = await orderByNumber(number, database);
  if (!order) return null;
  const [customer, money, shippedBy, history] = await Promise.all([
    orderAccountId(order.id, database).then((userId) => (userId ? accountById(userId, database) : null)),
    orderMoneyHistory(order.id, database),
    orderShipmentActors(order.id, database),
    historyOf(database, 'order', order.number),
  ]);
  return {
    order,
    customer: {
      name: [customer?.firstName, customer?.lastName].filter(Boolean).join(' ') || (order.shippingAddress?.fullName ?? ''),
      email: customer?.email ?? null,
      guest: customer?.role === 'guest',
    },
    ...money,
    shippedBy,
    history,
  };
}

async function adminOrderOrThrow(number: string, db: Db): Promise<AdminOrder> {
  const found = await orderForAdmin(number, db);
  if (!found) throw new NotFoundError(`There is no order ${number}.`, 'ORDER_NOT_FOUND');
  return found;
}

/**
 * Ships what is left of a paid order, or some units per line, with carrier and tracking, through the orders module
 * (which sends the customer's shipped email); the audit entry is written inside the shipment's transaction.
 */
export async function shipOrder(actor: Actor, typedNumber: string, shipment: Shipment, db?: Db, now = new Date()): Promise<AdminOrder> {
  const database = db ?? (await getDb());
  const number = normalizeOrderNumber(typedNumber) ?? typedNumber;
  await shipOrderUnits(
    number,
    {
      ...shipment,
      actor: actor.email,
      onChange: (tx, { before, after, shipmentId }) => {
        const sent = after.shipments.find((candidate) => candidate.id === shipmentId)!;
        return recordChange(tx, actor, {
          action: 'order.ship',
          entity: 'order',
          entityKey: number,
          before: auditState(before),
          after: {
            ...auditState(after),
            shipment: { id: shipmentId, carrier: sent.carrier, trackingNumber: sent.trackingNumber, lines: sent.lines, note: shipment.note },
          },
        });
      },
    },
    database,
    now,
  );
  return adminOrderOrThrow(number, database);
}

/** Staff's word that a shipped order arrived, audited inside the same transaction. */
export async function markDelivered(actor: Actor, typedNumber: string, note: string, db?: Db, now = new Date()): Promise<AdminOrder> {
  const database = db ?? (await getDb());
  const number = normalizeOrderNumber(typedNumber) ?? typedNumber;
  await markOrderDelivered(number, note, database, now, (tx, { before, after }) =>
    recordChange(tx, actor, { action: 'order.deliver', entity: 'order', entityKey: number, before: auditState(before), after: { ...auditState(after), note } }),
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

/** The fairs of the school the orders list is filtered on (newest first), for its fair filter; none without a school. */
export async function fairsToFilterOn(organizationSlug: string, db?: Db): Promise<Array<{ id: number; name: string }>> {
  if (!organizationSlug) return [];
  const database = db ?? (await getDb());
  const organization = await organizationBySlug(database, organizationSlug);
  if (!organization) return [];
  return (await membersAndFairsOf(database, organization.id)).fairs.map((fair) => ({ id: fair.id, name: fair.name }));
}
