import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/db';
import { NotFoundError } from '@/lib/errors';
import type { Currency } from '@/lib/money';
import { SITES, type SiteId } from '@/modules/regions';
import { organizationOfOrganizer } from './organizations.server';
import {
  buildReport,
  fairOverlaps,
  onlineWindowOf,
  periodParam,
  periodRange,
  type FairWindow,
  type OrderFact,
  type Report,
  type ReportGrouping,
  type ReportPeriod,
  type TitleFact,
} from './report';
import { bookFairs } from './schema';

/** The orders reports count: paid and on their way. Fully refunded orders drop out (their rewards were all taken back). */
const COUNTED_STATUSES = sql`('paid', 'shipped', 'delivered', 'partially_refunded')`;

/** A product line's sales net of its refunded units, shared out as refunds share it (orders' shareOfUnits). */
const netLineSales = sql`(l.unit_cents * l.quantity - l.discount_cents) - round((l.unit_cents * l.quantity - l.discount_cents)::numeric * l.refunded_quantity / l.quantity)`;

export interface OrganizationReport {
  organization: { slug: string; name: string; site: SiteId; currency: Currency };
  period: string;
  /** The fairs an organizer can pick as a period, newest first. */
  fairChoices: Array<{ id: number; name: string }>;
  report: Report;
}

async function orderFacts(db: Db, organizationId: number, from: Date, until: Date): Promise<OrderFact[]> {
  const rows = await queryRows<{ placed_at: Date | string; sales: number; base: number; bookfair: number }>(
    db,
    sql`SELECT o.placed_at,
          coalesce((SELECT sum(${netLineSales}) FROM order_lines l WHERE l.order_id = o.id AND l.kind = 'product'), 0)::int AS sales,
          coalesce((SELECT sum(r.amount_cents) FROM reward_entries r WHERE r.order_id = o.id AND r.kind = 'base'), 0)::int AS base,
          coalesce((SELECT sum(r.amount_cents) FROM reward_entries r WHERE r.order_id = o.id AND r.kind = 'bookfair'), 0)::int AS bookfair
        FROM orders o
        WHERE o.organization_id = ${organizationId} AND o.status IN ${COUNTED_STATUSES} AND o.placed_at >= ${from} AND o.placed_at < ${until}`,
  );
  return rows.map((row) => ({
    placedAt: new Date(row.placed_at),
    salesCents: Number(row.sales),
    baseCents: Number(row.base),
    bookfairCents: Number(row.bookfair),
  }));
}

async function titleFacts(db: Db, organizationId: number, from: Date, until: Date): Promise<TitleFact[]> {
  const rows = await queryRows<{ sku: string; title: string; units: number; sales: number }>(
    db,
    sql`SELECT l.sku, max(l.title) AS title, sum(l.quantity - l.refunded_quantity)::int AS units, sum(${netLineSales})::int AS sales
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.organization_id = ${organizationId} AND o.status IN ${COUNTED_STATUSES} AND o.placed_at >= ${from} AND o.placed_at < ${until} AND l.kind = 'product'
        GROUP BY l.sku
        ORDER BY units DESC, sales DESC
        LIMIT 10`,
  );
  return rows.map((row) => ({ sku: row.sku, title: row.title, units: Number(row.units), salesCents: Number(row.sales) }));
}

/**
 * An organization's report for one of its organizers: 404 when the user is not one (organizationOfOrganizer), or
 * when the period's fair is not the organization's. Sales are net of refunds; rewards net of their reversals.
 */
export async function organizationReport(
  userId: string,
  slug: string,
  period: ReportPeriod,
  grouping: ReportGrouping,
  now = new Date(),
  db?: Db,
): Promise<OrganizationReport> {
  const database = db ?? (await getDb());
  const organization = await organizationOfOrganizer(userId, slug, database);
  if (!organization) throw new NotFoundError(`We could not find the organization "${slug}" among the ones you run.`, 'ORGANIZATION_NOT_FOUND');
  const fairs: FairWindow[] = await database
    .select()
    .from(bookFairs)
    .where(and(eq(bookFairs.organizationId, organization.id), ne(bookFairs.status, 'draft')))
    .orderBy(asc(bookFairs.startsAt));
  const chosenFair = period.kind === 'fair' ? fairs.find((fair) => fair.id === period.fairId) : undefined;
  if (period.kind === 'fair' && !chosenFair) throw new NotFoundError(`We could not find fair ${period.fairId} of ${organization.name}.`, 'FAIR_NOT_FOUND');
  const range = periodRange(period, now, chosenFair);
  const listed = chosenFair ? [chosenFair] : fairs.filter((fair) => fairOverlaps(fair, range.from, range.until));
  // Each listed fair counts its whole online window, so read the orders of the range and of those windows.
  const windows = listed.map(onlineWindowOf);
  const readFrom = new Date(Math.min(range.from.getTime(), ...windows.map((window) => window.from.getTime())));
  const readUntil = new Date(Math.max(range.until.getTime(), ...windows.map((window) => window.until.getTime())));
  const report = buildReport({
    orders: await orderFacts(database, organization.id, readFrom, readUntil),
    fairs: listed,
    titles: await titleFacts(database, organization.id, range.from, range.until),
    ...range,
    grouping,
  });
  return {
    organization: { slug: organization.slug, name: organization.name, site: organization.site, currency: SITES[organization.site].currency },
    period: periodParam(period),
    fairChoices: [...fairs].reverse().map((fair) => ({ id: fair.id, name: `${fair.name} (${fair.startsAt.toISOString().slice(0, 10)})` })),
    report,
  };
}
