import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError, NotFoundError } from '@/lib/errors';
import { accountById, accountsByIds } from '@/modules/accounts/index.server';
import { customerOrderId, orderNumbersByIds, ordersOf } from '@/modules/orders/index.server';
import type { SiteId } from '@/modules/regions';
import { DEFAULT_STAFF_NAME, type NewSupportRequest, type StaffReply } from './forms';
import { supportMessages, supportRequests } from './schema';
import { STATUS_AFTER, supportTopicLabel, type SupportRequestStatus } from './topics';
import type { SupportMessage, SupportOrderChoice, SupportRequestDetail, SupportRequestSummary } from './types';

type MessageRow = typeof supportMessages.$inferSelect;

/** The newest requests a customer's list shows; older ones are still reachable by their address. */
const LIST_LIMIT = 200;
const PREVIEW_LENGTH = 140;
const ORDER_CHOICES_LIMIT = 50;

// Qualified by hand: with one table in the outer query, drizzle names its columns bare, and a bare "id" inside the
// subqueries would be the message's.
const requestIdOuter = sql`${supportRequests}.${sql.identifier(supportRequests.id.name)}`;

const summaryColumns = {
  id: supportRequests.id,
  site: supportRequests.site,
  topic: supportRequests.topic,
  status: supportRequests.status,
  createdAt: supportRequests.createdAt,
  updatedAt: supportRequests.updatedAt,
  userId: supportRequests.userId,
  orderId: supportRequests.orderId,
  lastMessageAt: sql`(SELECT max(${supportMessages.createdAt}) FROM ${supportMessages} WHERE ${supportMessages.requestId} = ${requestIdOuter})`.mapWith(
    supportMessages.createdAt,
  ),
  messageCount: sql`(SELECT count(*) FROM ${supportMessages} WHERE ${supportMessages.requestId} = ${requestIdOuter})`.mapWith(Number),
  preview: sql<string>`(SELECT left(${supportMessages.body}, ${PREVIEW_LENGTH}) FROM ${supportMessages} WHERE ${supportMessages.requestId} = ${requestIdOuter} ORDER BY ${supportMessages.createdAt}, ${supportMessages.id} LIMIT 1)`,
};

interface SummaryRow {
  id: number;
  site: SiteId;
  topic: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  orderNumber: string | null;
  lastMessageAt: Date | null;
  messageCount: number;
  preview: string | null;
}

function toSummary(row: SummaryRow): SupportRequestSummary {
  return {
    id: row.id,
    site: row.site,
    topic: row.topic,
    topicLabel: supportTopicLabel(row.topic),
    orderNumber: row.orderNumber,
    status: row.status as SupportRequestStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastMessageAt: (row.lastMessageAt ?? row.createdAt).toISOString(),
    messageCount: row.messageCount,
    preview: row.preview ?? '',
  };
}

function toMessage(row: MessageRow): SupportMessage {
  return { id: row.id, author: row.author as SupportMessage['author'], authorName: row.authorName, body: row.body, createdAt: row.createdAt.toISOString() };
}

const selectSummaries = (db: Db) => db.select(summaryColumns).from(supportRequests);

/** The rows with the numbers of their orders, read from orders in one query. */
async function withOrderNumbers<Row extends { orderId: number | null }>(db: Db, rows: Row[]): Promise<Array<Row & { orderNumber: string | null }>> {
  const numbers = await orderNumbersByIds(
    rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])),
    db,
  );
  return rows.map((row) => ({ ...row, orderNumber: row.orderId === null ? null : (numbers.get(row.orderId) ?? null) }));
}

/** One request with its conversation; `ownerId` null is staff, who may read any. Someone else's request is not found. */
async function loadRequest(db: Db, id: number, ownerId: string | null): Promise<SupportRequestDetail> {
  const [row] = await withOrderNumbers(
    db,
    await selectSummaries(db)
      .where(ownerId === null ? eq(supportRequests.id, id) : and(eq(supportRequests.id, id), eq(supportRequests.userId, ownerId)))
      .limit(1),
  );
  if (!row) throw new NotFoundError('We could not find this support request.', 'SUPPORT_REQUEST_NOT_FOUND');
  const messages = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.requestId, id))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return { ...toSummary(row), messages: messages.map(toMessage) };
}

/**
 * Moves a request to its next status in the same statement that checks who may: the owner (`ownerId`) or staff (null).
 * A request of someone else is not found, exactly like one that does not exist.
 */
async function advanceRequest(tx: Db, id: number, ownerId: string | null, status: SupportRequestStatus, now: Date): Promise<void> {
  const [updated] = await tx
    .update(supportRequests)
    .set({ status, updatedAt: now })
    .where(ownerId === null ? eq(supportRequests.id, id) : and(eq(supportRequests.id, id), eq(supportRequests.userId, ownerId)))
    .returning({ id: supportRequests.id });
  if (!updated) throw new NotFoundError('We could not find this support request.', 'SUPPORT_REQUEST_NOT_FOUND');
}

/** The customer's own order of this number; anyone else's is refused like an unknown one, so numbers cannot be probed. */
async function ownOrderId(tx: Db, userId: string, orderNumber: string): Promise<number> {
  const orderId = await customerOrderId(userId, orderNumber, tx);
  if (orderId === null) {
    throw new AppError(
      422,
      'UNKNOWN_ORDER_NUMBER',
      `We could not find order ${orderNumber} in your account. Check the number in your order confirmation, or leave it empty.`,
    );
  }
  return orderId;
}

/** Opens a request with the customer's first message; an order number, if given, must be one of their orders. */
export async function createSupportRequest(userId: string, site: SiteId, input: NewSupportRequest, db?: Db, now = new Date()): Promise<SupportRequestDetail> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    const orderId = input.orderNumber ? await ownOrderId(tx, userId, input.orderNumber) : null;
    const [created] = await tx
      .insert(supportRequests)
      .values({ userId, site, topic: input.topic, orderId, status: STATUS_AFTER['customer-message'], createdAt: now, updatedAt: now })
      .returning({ id: supportRequests.id });
    await tx.insert(supportMessages).values({ requestId: created!.id, author: 'customer', body: input.message, createdAt: now });
    return loadRequest(tx, created!.id, userId);
  });
}

/** The customer's requests, the most recent activity first. */
export async function listSupportRequests(userId: string, db?: Db): Promise<SupportRequestSummary[]> {
  const database = db ?? (await getDb());
  const rows = await selectSummaries(database)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.updatedAt), desc(supportRequests.id))
    .limit(LIST_LIMIT);
  return (await withOrderNumbers(database, rows)).map(toSummary);
}

export async function getSupportRequest(userId: string, id: number, db?: Db): Promise<SupportRequestDetail> {
  return loadRequest(db ?? (await getDb()), id, userId);
}

/** The customer writes again: the request goes back to staff, even after it was answered or closed. */
export async function replyAsCustomer(userId: string, id: number, message: string, db?: Db, now = new Date()): Promise<SupportRequestDetail> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    await advanceRequest(tx, id, userId, STATUS_AFTER['customer-message'], now);
    await tx.insert(supportMessages).values({ requestId: id, author: 'customer', body: message, createdAt: now });
    return loadRequest(tx, id, userId);
  });
}

/** Staff answer any request (the operator route and CLI); it then waits for the customer. */
export async function replyAsStaff(id: number, reply: StaffReply, db?: Db, now = new Date()): Promise<SupportRequestDetail> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    await advanceRequest(tx, id, null, STATUS_AFTER['staff-reply'], now);
    await tx
      .insert(supportMessages)
      .values({ requestId: id, author: 'staff', authorName: reply.authorName || DEFAULT_STAFF_NAME, body: reply.message, createdAt: now });
    return loadRequest(tx, id, null);
  });
}

/** A request with the customer it belongs to, for the shop's staff. */
export interface StaffSupportRequestSummary extends SupportRequestSummary {
  customerEmail: string;
}
export interface StaffSupportRequestDetail extends SupportRequestDetail {
  customerEmail: string;
}

/** The requests staff work through: of one status, or all; the oldest activity first, so the longest wait is on top. */
export async function listSupportRequestsForStaff(status: SupportRequestStatus | null, db?: Db): Promise<StaffSupportRequestSummary[]> {
  const database = db ?? (await getDb());
  const rows = await selectSummaries(database)
    .where(status === null ? undefined : eq(supportRequests.status, status))
    .orderBy(asc(supportRequests.updatedAt), asc(supportRequests.id))
    .limit(LIST_LIMIT);
  const customers = await accountsByIds(
    rows.map((row) => row.userId),
    database,
  );
  return (await withOrderNumbers(database, rows)).map((row) => ({ ...toSummary(row), customerEmail: customers.get(row.userId)?.email ?? '' }));
}

/** How many requests wait for staff (status open), for the back office's dashboard. */
export async function countOpenSupportRequests(db?: Db): Promise<number> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ count: sql<number>`count(*)` })
    .from(supportRequests)
    .where(eq(supportRequests.status, 'open'));
  return Number(row?.count ?? 0);
}

/** Any request with its conversation and its customer's email, for staff. */
export async function getSupportRequestForStaff(id: number, db?: Db): Promise<StaffSupportRequestDetail> {
  const database = db ?? (await getDb());
  const request = await loadRequest(database, id, null);
  const [row] = await database.select({ userId: supportRequests.userId }).from(supportRequests).where(eq(supportRequests.id, id));
  const owner = row ? await accountById(row.userId, database) : null;
  return { ...request, customerEmail: owner?.email ?? '' };
}

/** Staff close any request (answered, or nothing more to do); the customer writing again reopens it. */
export async function closeAsStaff(id: number, db?: Db, now = new Date()): Promise<SupportRequestDetail> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    await advanceRequest(tx, id, null, STATUS_AFTER.close, now);
    return loadRequest(tx, id, null);
  });
}

/** The customer closes their request; writing to it again reopens it. */
export async function closeSupportRequest(userId: string, id: number, db?: Db, now = new Date()): Promise<SupportRequestDetail> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    await advanceRequest(tx, id, userId, STATUS_AFTER.close, now);
    return loadRequest(tx, id, userId);
  });
}

/** The customer's orders, newest first, for the new-request form to offer (as their orders page lists them). */
export async function listOrderChoices(userId: string, db?: Db): Promise<SupportOrderChoice[]> {
  const placed = await ordersOf(userId, db);
  return placed.slice(0, ORDER_CHOICES_LIMIT).map((order) => ({ number: order.number, placedAt: order.placedAt }));
}
