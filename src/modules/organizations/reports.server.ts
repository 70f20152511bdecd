import 'server-only';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { NotFoundError } from '@/lib/errors';
import { localDateOf } from '@/lib/local-time';
import type { Currency } from '@/lib/money';
import { SITES, type SiteId } from '@/modules/regions';
import { organizationOfOrganizer } from './organizations.server';
import type { OrganizationSales } from './sales';
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
import { rewardEntries } from './rewards-schema';
import { bookFairs } from './schema';

export interface OrganizationReport {
  organization: { slug: string; name: string; site: SiteId; currency: Currency };
  period: string;
  /** The fairs an organizer can pick as a period, newest first. */
  fairChoices: Array<{ id: number; name: string }>;
  report: Report;
}

/**
 * The organization's sales orders (paid and on their way; fully refunded ones drop out, their rewards all taken back),
 * each with the rewards it earned net of their reversals.
 */
async function orderFacts(source: OrganizationSales, db: Db, organizationId: number, from: Date, until: Date): Promise<OrderFact[]> {
  const sales = await source.orderSales(db, organizationId, from, until);
  const rewards = new Map<number, { base: number; bookfair: number }>();
  if (sales.length > 0) {
    const rows = await db
      .select({
        orderId: rewardEntries.orderId,
        base: sql<number>`coalesce(sum(${rewardEntries.amountCents}) FILTER (WHERE ${rewardEntries.kind} = 'base'), 0)::int`,
        bookfair: sql<number>`coalesce(sum(${rewardEntries.amountCents}) FILTER (WHERE ${rewardEntries.kind} = 'bookfair'), 0)::int`,
      })
      .from(rewardEntries)
      .where(
        inArray(
          rewardEntries.orderId,
          sales.map((sale) => sale.orderId),
        ),
      )
      .groupBy(rewardEntries.orderId);
    for (const row of rows) rewards.set(row.orderId, { base: Number(row.base), bookfair: Number(row.bookfair) });
  }
  return sales.map((sale) => ({
    placedAt: sale.placedAt,
    salesCents: sale.salesCents,
    baseCents: rewards.get(sale.orderId)?.base ?? 0,
    bookfairCents: rewards.get(sale.orderId)?.bookfair ?? 0,
  }));
}

/** The ten titles that sold most in the period. */
const titleFacts = (source: OrganizationSales, db: Db, organizationId: number, from: Date, until: Date): Promise<TitleFact[]> =>
  source.topTitles(db, organizationId, from, until, 10);

/**
 * An organization's report for one of its organizers: 404 when the user is not one (organizationOfOrganizer), or
 * when the period's fair is not the organization's. Sales are net of refunds; rewards net of their reversals.
 */
export async function organizationReport(
  userId: string,
  slug: string,
  period: ReportPeriod,
  grouping: ReportGrouping,
  sales: OrganizationSales,
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
    orders: await orderFacts(sales, database, organization.id, readFrom, readUntil),
    fairs: listed,
    titles: await titleFacts(sales, database, organization.id, range.from, range.until),
    ...range,
    grouping,
  });
  return {
    organization: { slug: organization.slug, name: organization.name, site: organization.site, currency: SITES[organization.site].currency },
    period: periodParam(period),
    fairChoices: [...fairs].reverse().map((fair) => ({ id: fair.id, name: `${fair.name} (${localDateOf(fair.startsAt, organization.timeZone)})` })),
    report,
  };
}
