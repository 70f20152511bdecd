import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orderTotals, shippingOptions, taxClassOf, taxComponentsFor } from '@/modules/checkout';
import { earningsOf, fairOpenAt } from '@/modules/organizations';
import { SITES, type SiteId } from '@/modules/regions';
import { describeEachDatabase, tableCount } from '../../../tests/support/databases';
import { queryRows } from '../client';
import { seedDemoAccounts } from './accounts';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_ORGANIZATIONS, DEMO_SECOND_ORGANIZATION, seedDemoOrganizations } from './organizations';
import { seedCatalogue } from './seed';

const NOW = new Date('2026-11-21T15:30:00Z');

describeEachDatabase('demo organizations seed', (database) => {
  const db = () => database().db;

  beforeAll(async () => {
    await seedCatalogue(db(), { count: 400 });
  });

  it('writes nothing into a database without the demo accounts', async () => {
    expect(await seedDemoOrganizations(db(), NOW)).toEqual({ organizations: 0, orders: 0 });
    expect(await tableCount(db(), 'orders')).toBe(0);
  });

  it('seeds organizations in both countries, each with a past, an active and an upcoming fair, and a few hundred orders', async () => {
    await seedDemoAccounts(db());
    const result = await seedDemoOrganizations(db(), NOW);
    expect(result.organizations).toBe(DEMO_ORGANIZATIONS.length);
    expect(result.orders).toBeGreaterThan(200);
    const sites = await queryRows<{ site: string }>(db(), sql`SELECT DISTINCT site::text AS site FROM organizations`);
    expect(sites.map((row) => row.site).sort()).toEqual(['ca', 'us']);
    const [featured] = await queryRows<{ city: string; postal_code: string }>(
      db(),
      sql`SELECT city, postal_code FROM organizations WHERE slug = 'maple-grove-elementary'`,
    );
    expect(featured).toEqual({ city: 'Springfield', postal_code: '62704' });
    const organizerOf = await queryRows<{ slug: string }>(
      db(),
      sql`SELECT g.slug FROM organization_members m JOIN organizations g ON g.id = m.organization_id JOIN users u ON u.id = m.user_id WHERE u.email = ${DEMO_ACCOUNTS.organizer.email} ORDER BY g.slug`,
    );
    expect(organizerOf.map((row) => row.slug)).toEqual(['maple-grove-elementary', DEMO_SECOND_ORGANIZATION]);
    const fairs = await queryRows<{
      organization_id: number;
      starts_at: Date;
      ends_at: Date;
      online_starts_at: Date | null;
      online_ends_at: Date | null;
      status: string;
    }>(db(), sql`SELECT * FROM book_fairs`);
    for (const organization of await queryRows<{ id: number }>(db(), sql`SELECT id FROM organizations`)) {
      const own = fairs
        .filter((fair) => fair.organization_id === organization.id)
        .map((fair) => ({
          startsAt: new Date(fair.starts_at),
          endsAt: new Date(fair.ends_at),
          onlineStartsAt: fair.online_starts_at && new Date(fair.online_starts_at),
          onlineEndsAt: fair.online_ends_at && new Date(fair.online_ends_at),
          status: fair.status,
        }));
      expect(own.some((fair) => fair.endsAt < NOW && fair.status === 'closed')).toBe(true);
      expect(own.some((fair) => fairOpenAt(fair, NOW))).toBe(true);
      expect(own.some((fair) => fair.startsAt > NOW)).toBe(true);
    }
    const [spread] = await queryRows<{ organizations: number; days: number; first: Date; last: Date }>(
      db(),
      sql`SELECT count(DISTINCT organization_id)::int AS organizations, count(DISTINCT placed_at::date)::int AS days, min(placed_at) AS first, max(placed_at) AS last FROM orders`,
    );
    expect(spread!.organizations).toBe(DEMO_ORGANIZATIONS.length);
    expect(spread!.days).toBeGreaterThan(60);
    expect(new Date(spread!.last).getTime()).toBeLessThan(NOW.getTime());
    expect(NOW.getTime() - new Date(spread!.first).getTime()).toBeLessThanOrEqual(90 * 24 * 3600 * 1000);
  });

  it('records for each order the rewards checkout would have: base always, bookfair inside a fair window', async () => {
    const rows = await queryRows<{
      id: number;
      placed_at: Date;
      eligible: number;
      base_bp: number;
      bookfair_bp: number;
      in_fair: boolean;
      kinds: string | null;
      amounts: string | null;
      items: number;
    }>(
      db(),
      sql`SELECT o.id, o.placed_at, o.items_cents - o.discount_cents AS items,
            (SELECT sum(l.unit_cents * l.quantity - l.discount_cents)::int FROM order_lines l WHERE l.order_id = o.id AND l.kind = 'product') AS eligible,
            g.base_reward_bp AS base_bp, g.bookfair_reward_bp AS bookfair_bp,
            EXISTS (SELECT 1 FROM book_fairs f WHERE f.organization_id = g.id AND coalesce(f.online_starts_at, f.starts_at) <= o.placed_at AND o.placed_at < coalesce(f.online_ends_at, f.ends_at)) AS in_fair,
            (SELECT string_agg(r.kind, ',' ORDER BY r.kind) FROM reward_entries r WHERE r.order_id = o.id) AS kinds,
            (SELECT string_agg(r.amount_cents::text, ',' ORDER BY r.kind) FROM reward_entries r WHERE r.order_id = o.id) AS amounts
          FROM orders o JOIN organizations g ON g.id = o.organization_id`,
    );
    expect(rows.filter((row) => row.in_fair).length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row.eligible).toBe(row.items);
      const expected = earningsOf(row.eligible, { baseBp: row.base_bp, bookfairBp: row.bookfair_bp }, row.in_fair);
      expect({ id: row.id, kinds: row.kinds ?? '', amounts: row.amounts ?? '' }).toEqual({
        id: row.id,
        kinds: expected.map((e) => e.kind).join(','),
        amounts: expected.map((e) => String(e.amountCents)).join(','),
      });
    }
  });

  it("prices each order as checkout would have: checkout's standard shipping and its tax rates for the organization's region", async () => {
    const rows = await queryRows<{
      id: number;
      site: SiteId;
      region: string;
      shipping_cents: number;
      tax_cents: number;
      total_cents: number;
      amount_due_cents: number;
      tax_lines: Array<{ label: string; cents: number }>;
      lines: Array<{ unit_cents: number; quantity: number; tax_class: string; format: string; discount_cents: number; tax_cents: number }>;
    }>(
      db(),
      sql`SELECT o.id, o.site::text AS site, g.region, o.shipping_cents, o.tax_cents, o.total_cents, o.amount_due_cents, o.tax_lines,
            (SELECT json_agg(json_build_object('unit_cents', l.unit_cents, 'quantity', l.quantity, 'tax_class', l.tax_class, 'format', l.format,
                                               'discount_cents', l.discount_cents, 'tax_cents', l.tax_cents) ORDER BY l.id)
               FROM order_lines l WHERE l.order_id = o.id) AS lines
          FROM orders o JOIN organizations g ON g.id = o.organization_id ORDER BY o.id`,
    );
    expect(rows.length).toBeGreaterThan(200);
    const shippingBySite = new Map<string, Set<number>>();
    for (const row of rows) {
      const lines = typeof row.lines === 'string' ? (JSON.parse(row.lines) as typeof row.lines) : row.lines;
      const items = lines.reduce((sum, line) => sum + line.unit_cents * line.quantity, 0);
      const standard = shippingOptions(SITES[row.site], items, true, null).find((option) => option.method === 'standard')!;
      const checkout = orderTotals({
        lines: lines.map((line, index) => ({
          key: String(index),
          unitCents: line.unit_cents,
          quantity: line.quantity,
          taxClass: taxClassOf(line.tax_class),
          format: line.format,
          discountable: true,
        })),
        discounts: [],
        shippingCents: standard.cents,
        taxes: taxComponentsFor(SITES[row.site].taxRegionSet, row.region),
        giftCards: [],
      });
      const taxLines = typeof row.tax_lines === 'string' ? (JSON.parse(row.tax_lines) as typeof row.tax_lines) : row.tax_lines;
      expect({ id: row.id, shipping: row.shipping_cents, tax: row.tax_cents, total: row.total_cents, due: row.amount_due_cents, taxLines }).toEqual({
        id: row.id,
        shipping: checkout.shippingCents,
        tax: checkout.taxCents,
        total: checkout.totalCents,
        due: checkout.amountDueCents,
        taxLines: checkout.taxLines,
      });
      expect(lines.map((line) => line.tax_cents)).toEqual(checkout.lines.map((line) => line.taxCents));
      shippingBySite.set(row.site, (shippingBySite.get(row.site) ?? new Set()).add(row.shipping_cents));
    }
    // Both sites have orders under their free-shipping threshold, so the standard prices themselves are compared.
    for (const site of ['us', 'ca'] as const) expect([...shippingBySite.get(site)!].filter((cents) => cents > 0).length).toBeGreaterThan(0);
  });

  it('changes nothing when run again', async () => {
    const before = await queryRows<{ orders: number; entries: number; fairs: number; users: number }>(
      db(),
      sql`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM reward_entries)::int AS entries, (SELECT count(*) FROM book_fairs)::int AS fairs, (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM organization_members)::int AS members`,
    );
    expect(await seedDemoOrganizations(db(), new Date(NOW.getTime() + 3600_000))).toMatchObject({ orders: 0 });
    const after = await queryRows(
      db(),
      sql`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM reward_entries)::int AS entries, (SELECT count(*) FROM book_fairs)::int AS fairs, (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM organization_members)::int AS members`,
    );
    expect(after).toEqual(before);
  });
});
