/**
 * Organizer reports (pure, integer cents): an organization's paid orders bucketed by day or by week, per fair, with base
 * and bookfair rewards and the top titles. Days and weeks are UTC days and ISO weeks (Monday to Sunday, UTC):
 * organizations keep no time zone of their own, and a report must read the same wherever it is opened.
 */

const DAY_MS = 24 * 3600 * 1000;

/** What a report covers: the last 30 or 90 days up to now, or one fair's online shopping window. */
export type ReportPeriod = { kind: 'days'; days: 30 | 90 } | { kind: 'fair'; fairId: number };
export type ReportGrouping = 'day' | 'week';

export const PERIOD_PATTERN = '^(30d|90d|fair-[1-9][0-9]{0,9})$';

/** `30d`, `90d` or `fair-{id}`; null for anything else. */
export function parsePeriod(value: string): ReportPeriod | null {
  if (value === '30d') return { kind: 'days', days: 30 };
  if (value === '90d') return { kind: 'days', days: 90 };
  const fair = /^fair-([1-9]\d{0,9})$/.exec(value);
  if (fair && Number(fair[1]) <= 2_147_483_647) return { kind: 'fair', fairId: Number(fair[1]) };
  return null;
}

export const periodParam = (period: ReportPeriod): string => (period.kind === 'days' ? `${period.days}d` : `fair-${period.fairId}`);

/** `{slug}-report-{period}.{extension}`: what the browser saves a report download as. */
export const reportFileName = (slug: string, period: string, extension: 'csv' | 'xlsx') => `${slug}-report-${period}.${extension}`;

export interface FairWindow {
  id: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  onlineStartsAt: Date | null;
  onlineEndsAt: Date | null;
  status: string;
  goalCents: number;
}

/** A fair's online shopping window (its own dates when it has none): the orders that count as the fair's. */
export const onlineWindowOf = (fair: FairWindow) => ({ from: fair.onlineStartsAt ?? fair.startsAt, until: fair.onlineEndsAt ?? fair.endsAt });

/** The instants a period covers, [from, until): the last N whole UTC days including today, or the fair's window. */
export function periodRange(period: ReportPeriod, now: Date, fair?: FairWindow): { from: Date; until: Date } {
  if (period.kind === 'fair') {
    if (!fair) throw new Error('A fair period needs its fair');
    return onlineWindowOf(fair);
  }
  const tomorrow = new Date(startOfBucket(now, 'day').getTime() + DAY_MS);
  return { from: new Date(tomorrow.getTime() - period.days * DAY_MS), until: tomorrow };
}

/** The UTC midnight that starts the day, or the Monday that starts the ISO week, of an instant. */
export function startOfBucket(at: Date, grouping: ReportGrouping): Date {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (grouping === 'day') return new Date(day);
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS);
}

/** Every bucket that overlaps [from, until), oldest first, so days without orders show as zero. */
export function bucketStarts(from: Date, until: Date, grouping: ReportGrouping): Date[] {
  const step = grouping === 'day' ? DAY_MS : 7 * DAY_MS;
  const starts: Date[] = [];
  for (let start = startOfBucket(from, grouping).getTime(); start < until.getTime(); start += step) starts.push(new Date(start));
  return starts;
}

/** One order as reports see it: its sales net of refunds and its rewards net of reversals. */
export interface OrderFact {
  placedAt: Date;
  salesCents: number;
  baseCents: number;
  bookfairCents: number;
}

export interface TitleFact {
  sku: string;
  title: string;
  units: number;
  salesCents: number;
}

export interface ReportFigures {
  salesCents: number;
  orders: number;
  baseCents: number;
  bookfairCents: number;
  rewardsCents: number;
}

export interface ReportBucket extends ReportFigures {
  /** `YYYY-MM-DD`: the UTC day, or the Monday of the week. */
  start: string;
}

export interface FairFigures extends ReportFigures {
  id: number;
  name: string;
  from: string;
  until: string;
  goalCents: number;
}

export interface Report {
  grouping: ReportGrouping;
  from: string;
  until: string;
  totals: ReportFigures;
  buckets: ReportBucket[];
  fairs: FairFigures[];
  topTitles: TitleFact[];
}

const ZERO: ReportFigures = { salesCents: 0, orders: 0, baseCents: 0, bookfairCents: 0, rewardsCents: 0 };

function add(figures: ReportFigures, order: OrderFact): ReportFigures {
  return {
    salesCents: figures.salesCents + order.salesCents,
    orders: figures.orders + 1,
    baseCents: figures.baseCents + order.baseCents,
    bookfairCents: figures.bookfairCents + order.bookfairCents,
    rewardsCents: figures.rewardsCents + order.baseCents + order.bookfairCents,
  };
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Whether a fair's online window overlaps [from, until): the fairs a report lists. */
export function fairOverlaps(fair: FairWindow, from: Date, until: Date): boolean {
  const window = onlineWindowOf(fair);
  return window.from < until && from < window.until;
}

/**
 * The orders of [from, until) summed overall and per bucket, and each given fair's orders over its whole online window
 * (so `orders` must cover those windows too).
 */
export function buildReport(input: {
  orders: OrderFact[];
  fairs: FairWindow[];
  titles: TitleFact[];
  from: Date;
  until: Date;
  grouping: ReportGrouping;
  topTitles?: number;
}): Report {
  const inRange = input.orders.filter((order) => order.placedAt >= input.from && order.placedAt < input.until);
  const buckets = new Map(bucketStarts(input.from, input.until, input.grouping).map((start) => [isoDay(start), ZERO]));
  for (const order of inRange) {
    const key = isoDay(startOfBucket(order.placedAt, input.grouping));
    buckets.set(key, add(buckets.get(key) ?? ZERO, order));
  }
  return {
    grouping: input.grouping,
    from: input.from.toISOString(),
    until: input.until.toISOString(),
    totals: inRange.reduce(add, ZERO),
    buckets: [...buckets].map(([start, figures]) => ({ start, ...figures })),
    fairs: input.fairs.map((fair) => {
      const window = onlineWindowOf(fair);
      const figures = input.orders.filter((order) => order.placedAt >= window.from && order.placedAt < window.until).reduce(add, ZERO);
      return { id: fair.id, name: fair.name, from: window.from.toISOString(), until: window.until.toISOString(), goalCents: fair.goalCents, ...figures };
    }),
    topTitles: [...input.titles]
      .filter((title) => title.units > 0)
      .sort((a, b) => b.units - a.units || b.salesCents - a.salesCents || a.title.localeCompare(b.title))
      .slice(0, input.topTitles ?? 10),
  };
}
