import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { describeEachDatabase, tableCount } from '../../../tests/support/databases';
import { eventBatchSchema } from './event-schema';
import { analyticsItem, applyCouponEvent, itemsEvent, pageviewEvent, refundEvent, signUpEvent, type AnalyticsEvent } from './events';
import { recordEvents } from './events.server';

interface EventRow {
  name: string;
  site: string;
  path: string;
  payload: Record<string, unknown>;
  user_id: string | null;
  created_at: Date | string;
}

describeEachDatabase('analytics events', (database) => {
  const db = () => database().db;
  const rowsAfter = (id: number) => queryRows<EventRow & { id: number | string }>(db(), sql`SELECT * FROM analytics_events WHERE id > ${id} ORDER BY id`);
  const lastId = async () => Number((await queryRows<{ id: number | null }>(db(), sql`SELECT max(id)::int AS id FROM analytics_events`))[0]?.id ?? 0);

  it('stores a validated batch, one row per event, with its payload as JSON', async () => {
    const owl = analyticsItem({ sku: 'X-1', title: 'Owl Moon', price: 10.49, category: 'Kids' }, 2);
    const events: AnalyticsEvent[] = [
      pageviewEvent('ca', 'http://shop.test/ca/help/shipping?org=lakeshore', 'Shipping')!,
      itemsEvent('add_to_cart', 'ca', '/ca/product/owl-moon/X-1', [owl]),
      signUpEvent('us', '/account/create', 'email'),
      applyCouponEvent('us', '/cart', 'read10'),
      refundEvent('us', '/account/orders', 'BF-1001', 12.5),
    ];
    const parsed = eventBatchSchema.parse(JSON.parse(JSON.stringify({ events })));
    const before = await lastId();
    const started = Date.now();
    expect(await recordEvents(parsed.events, null, db())).toBe(5);

    const rows = await rowsAfter(before);
    expect(rows.map((row) => [row.name, row.site, row.path, row.user_id])).toEqual([
      ['pageview', 'ca', '/ca/help/shipping', null],
      ['add_to_cart', 'ca', '/ca/product/owl-moon/X-1', null],
      ['sign_up', 'us', '/account/create', null],
      ['apply_coupon', 'us', '/cart', null],
      ['refund', 'us', '/account/orders', null],
    ]);
    expect(rows.map((row) => row.payload)).toEqual([
      { page_location: 'http://shop.test/ca/help/shipping?org=lakeshore', page_title: 'Shipping' },
      { ecommerce: { currency: 'CAD', value: 20.98, items: [{ item_id: 'X-1', item_name: 'Owl Moon', price: 10.49, quantity: 2, item_category: 'Kids' }] } },
      { method: 'email' },
      { coupon: 'READ10' },
      { ecommerce: { currency: 'USD', transaction_id: 'BF-1001', value: 12.5, items: [] } },
    ]);
    for (const row of rows) expect(Math.abs(new Date(row.created_at).getTime() - started)).toBeLessThan(60_000);
  });

  it('records the user given, drops pageviews of browse URLs and private URL parameters', async () => {
    const userId = '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70';
    const before = await lastId();
    const stored = await recordEvents(
      [
        { name: 'pageview', site: 'us', path: '/browse/books', page_location: 'http://shop.test/browse/books' },
        { name: 'pageview', site: 'us', path: '/account/reset-password', page_location: 'http://shop.test/account/reset-password?token=abc&site=us' },
      ],
      userId,
      db(),
    );
    expect(stored).toBe(1);
    const rows = await rowsAfter(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'pageview',
      path: '/account/reset-password',
      user_id: userId,
      payload: { page_location: 'http://shop.test/account/reset-password?site=us' },
    });
    expect(await recordEvents([{ name: 'pageview', site: 'ca', path: '/ca/browse', page_location: 'http://shop.test/ca/browse' }], null, db())).toBe(0);
    expect(await lastId()).toBe(Number(rows[0]!.id));
  });

  it('stores a full batch of 20 in one insert and finds events by name and time through the index', async () => {
    const before = await tableCount(db(), 'analytics_events');
    const batch = Array.from({ length: 20 }, (_, index) => signUpEvent(index % 2 ? 'us' : 'ca', `/p/${index}`, 'email'));
    expect(await recordEvents(batch, null, db())).toBe(20);
    expect(await tableCount(db(), 'analytics_events')).toBe(before + 20);
    const counts = await queryRows<{ count: number }>(
      db(),
      sql`SELECT count(*)::int AS count FROM analytics_events WHERE name = 'sign_up' AND created_at > now() - interval '1 hour'`,
    );
    expect(counts[0]?.count).toBeGreaterThanOrEqual(20);
    const indexes = await queryRows<{ indexdef: string }>(
      db(),
      sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'analytics_events' AND indexname = 'analytics_events_name_created_at_idx'`,
    );
    expect(indexes[0]?.indexdef).toMatch(/\(name, created_at\)/);
  });
});
