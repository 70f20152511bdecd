import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketStarts, buildReport, fairOverlaps, parsePeriod, periodParam, periodRange, startOfBucket, type FairWindow, type OrderFact } from './report';

const at = (iso: string) => new Date(iso);
const order = (placedAt: string, salesCents: number, baseCents: number, bookfairCents = 0): OrderFact => ({
  placedAt: at(placedAt),
  salesCents,
  baseCents,
  bookfairCents,
});
const fair = (id: number, from: string, until: string, online?: [string, string]): FairWindow => ({
  id,
  name: `Fair ${id}`,
  startsAt: at(from),
  endsAt: at(until),
  onlineStartsAt: online ? at(online[0]) : null,
  onlineEndsAt: online ? at(online[1]) : null,
  status: 'scheduled',
  goalCents: 100_000,
});

describe('report periods', () => {
  it('reads 30d, 90d and fair-{id}, and nothing else', () => {
    expect(parsePeriod('30d')).toEqual({ kind: 'days', days: 30 });
    expect(parsePeriod('90d')).toEqual({ kind: 'days', days: 90 });
    expect(parsePeriod('fair-12')).toEqual({ kind: 'fair', fairId: 12 });
    for (const bad of ['', '7d', 'fair-', 'fair-0', 'fair-01', 'fair-99999999999', 'FAIR-1', ' 30d']) expect(parsePeriod(bad), bad).toBeNull();
    expect(periodParam({ kind: 'fair', fairId: 3 })).toBe('fair-3');
  });

  it('covers the last N whole UTC days including today, or a fair’s online window (its dates when it has none)', () => {
    expect(periodRange({ kind: 'days', days: 30 }, at('2026-11-21T23:59:00-05:00'))).toEqual({
      from: at('2026-10-24T00:00:00Z'),
      until: at('2026-11-23T00:00:00Z'),
    });
    expect(periodRange({ kind: 'days', days: 90 }, at('2026-11-21T10:00:00Z'))).toEqual({
      from: at('2026-08-24T00:00:00Z'),
      until: at('2026-11-22T00:00:00Z'),
    });
    const online = fair(1, '2026-11-10T00:00:00Z', '2026-11-15T00:00:00Z', ['2026-11-08T00:00:00Z', '2026-11-18T00:00:00Z']);
    expect(periodRange({ kind: 'fair', fairId: 1 }, at('2026-11-21T10:00:00Z'), online)).toEqual({
      from: at('2026-11-08T00:00:00Z'),
      until: at('2026-11-18T00:00:00Z'),
    });
    expect(periodRange({ kind: 'fair', fairId: 2 }, at('2026-11-21T10:00:00Z'), fair(2, '2026-11-10T00:00:00Z', '2026-11-15T00:00:00Z'))).toEqual({
      from: at('2026-11-10T00:00:00Z'),
      until: at('2026-11-15T00:00:00Z'),
    });
  });
});

describe('buckets (UTC days, ISO weeks from Monday)', () => {
  it('start at UTC midnight, or at the Monday of the week', () => {
    expect(startOfBucket(at('2026-11-21T23:30:00-05:00'), 'day')).toEqual(at('2026-11-22T00:00:00Z'));
    expect(startOfBucket(at('2026-11-22T12:00:00Z'), 'week')).toEqual(at('2026-11-16T00:00:00Z')); // a Sunday
    expect(startOfBucket(at('2026-11-16T00:00:00Z'), 'week')).toEqual(at('2026-11-16T00:00:00Z')); // a Monday
  });

  it('list every day or week of the range, empty ones too', () => {
    expect(bucketStarts(at('2026-11-01T00:00:00Z'), at('2026-11-04T00:00:00Z'), 'day').map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
    expect(bucketStarts(at('2026-11-01T00:00:00Z'), at('2026-11-17T00:00:00Z'), 'week').map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
  });
});

describe('buildReport', () => {
  const from = at('2026-11-01T00:00:00Z');
  const until = at('2026-11-08T00:00:00Z');

  it('sums orders per day, per fair window and overall; base + bookfair = rewards', () => {
    const report = buildReport({
      orders: [
        order('2026-10-31T23:59:59Z', 9999, 500),
        order('2026-11-01T00:00:00Z', 2000, 100, 100),
        order('2026-11-01T18:00:00Z', 1000, 50),
        order('2026-11-07T23:59:59Z', 3000, 150, 150),
        order('2026-11-08T00:00:00Z', 7777, 389),
      ],
      fairs: [fair(1, '2026-11-05T00:00:00Z', '2026-11-10T00:00:00Z')],
      titles: [],
      from,
      until,
      grouping: 'day',
    });
    expect(report.buckets).toHaveLength(7);
    expect(report.buckets[0]).toEqual({ start: '2026-11-01', salesCents: 3000, orders: 2, baseCents: 150, bookfairCents: 100, rewardsCents: 250 });
    expect(report.buckets[1]).toMatchObject({ start: '2026-11-02', orders: 0, salesCents: 0 });
    expect(report.totals).toEqual({ salesCents: 6000, orders: 3, baseCents: 300, bookfairCents: 250, rewardsCents: 550 });
    // The fair counts its whole window, past the report's end.
    expect(report.fairs).toEqual([
      expect.objectContaining({ id: 1, orders: 2, salesCents: 10_777, baseCents: 539, bookfairCents: 150, rewardsCents: 689, goalCents: 100_000 }),
    ]);
  });

  it('ranks titles by units, then sales, and keeps the top ones', () => {
    const report = buildReport({
      orders: [],
      fairs: [],
      titles: [
        { sku: 'a', title: 'Alpha', units: 3, salesCents: 3000 },
        { sku: 'b', title: 'Beta', units: 5, salesCents: 1000 },
        { sku: 'c', title: 'Gamma', units: 3, salesCents: 4000 },
        { sku: 'd', title: 'Delta', units: 0, salesCents: 0 },
      ],
      from,
      until,
      grouping: 'week',
      topTitles: 2,
    });
    expect(report.topTitles.map((title) => title.sku)).toEqual(['b', 'c']);
  });

  it('has totals equal to the sum of its buckets, whatever the orders and grouping', () => {
    const orderArbitrary = fc.record({
      placedAt: fc.date({ min: at('2026-08-01T00:00:00Z'), max: at('2026-12-31T00:00:00Z'), noInvalidDate: true }),
      salesCents: fc.integer({ min: 0, max: 100_000 }),
      baseCents: fc.integer({ min: 0, max: 5000 }),
      bookfairCents: fc.integer({ min: 0, max: 5000 }),
    });
    fc.assert(
      fc.property(fc.array(orderArbitrary, { maxLength: 60 }), fc.constantFrom('day' as const, 'week' as const), (orders, grouping) => {
        const range = periodRange({ kind: 'days', days: 90 }, at('2026-11-21T12:00:00Z'));
        const report = buildReport({ orders, fairs: [], titles: [], ...range, grouping });
        const sum = (key: 'salesCents' | 'orders' | 'baseCents' | 'bookfairCents' | 'rewardsCents') =>
          report.buckets.reduce((total, bucket) => total + bucket[key], 0);
        for (const key of ['salesCents', 'orders', 'baseCents', 'bookfairCents', 'rewardsCents'] as const) expect(sum(key)).toBe(report.totals[key]);
        expect(report.totals.baseCents + report.totals.bookfairCents).toBe(report.totals.rewardsCents);
        for (const bucket of report.buckets) expect(bucket.baseCents + bucket.bookfairCents).toBe(bucket.rewardsCents);
      }),
    );
  });

  it('lists a fair only when its online window overlaps the range', () => {
    expect(fairOverlaps(fair(1, '2026-10-20T00:00:00Z', '2026-11-01T00:00:00Z'), from, until)).toBe(false);
    expect(fairOverlaps(fair(1, '2026-10-20T00:00:00Z', '2026-11-01T00:00:01Z'), from, until)).toBe(true);
    expect(fairOverlaps(fair(1, '2026-11-08T00:00:00Z', '2026-11-09T00:00:00Z'), from, until)).toBe(false);
  });
});
