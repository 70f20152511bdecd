import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction, queryRows } from '@/db/client';
import { seedStockedUsSkus } from '../../../tests/support/catalogue';
import { registerCustomer, resumeOrCreateGuest } from '@/modules/accounts/index.server';
import { changeCart } from '@/modules/cart/index.server';
import { outboxDir } from '@/modules/email/index.server';
import { priceCheckout, type CheckoutChoices, type PlacementAnswer } from '@/modules/checkout/index.server';
import { organizationSales, placeOrder } from '@/modules/orders/index.server';
import { testPaymentProvider } from '@/modules/payments/index.server';
import { signAccessToken } from '@/lib/api/access-token';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { temporaryDataDir } from '../../../tests/support/data-dir';
import { createFair, fairsView, inviteOrganizer, organizationManagerView, scheduleFair, updateOrganizationProfile } from './manager.server';
import { flyerFairsOf } from './flyer.server';
import { organizationOfOrganizer } from './organizations.server';
import { decodeQuotedPrintable } from '../../../tests/support/mail';
import { fairSchema } from './manager';

temporaryDataDir('time-zones-test', { PUBLIC_URL: 'https://shop.test' });

const WA = { fullName: 'Pat Reader', line1: '1 Main St', city: 'Seattle', region: 'WA', postalCode: '98101' };
const CARD = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Pat Reader' };
const PROFILE = { name: 'Cedar Park PTA', line1: '5 School Rd', city: 'Seattle', region: 'WA', postalCode: '98101', logoUrl: '', description: '' };

/** The hand-written block of the migration that gave organizations their zone, statement by statement. */
function handWrittenBackfill(): string[] {
  const folder = path.join(process.cwd(), 'drizzle');
  const file = readdirSync(folder).find((name) => name.endsWith('_organization-time-zones.sql'))!;
  const text = readFileSync(path.join(folder, file), 'utf8');
  return text
    .slice(text.indexOf('-- Hand-written'))
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describeEachDatabase('fairs in the organization’s time zone', (database) => {
  const db = () => database().db;
  let skus: string[] = [];
  let people = 0;
  useAsProcessDatabase(database);

  type Handler = (request: NextRequest, context: { params: Promise<unknown> }) => Promise<Response>;
  async function call(handler: Handler, method: string, params: Record<string, string>, token: string, body: unknown) {
    const request = new NextRequest('http://localhost/api/test', {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await handler(request, { params: Promise.resolve(params) });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    skus = await seedStockedUsSkus(db(), 4);
  });

  /** An organization in this zone with an organizer, who is returned. */
  async function organizationIn(slug: string, timeZone: string) {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO organizations (slug, name, site, address_line1, city, region, postal_code, base_reward_bp, bookfair_reward_bp, time_zone)
          VALUES (${slug}, ${slug}, 'us', '5 School Rd', 'Seattle', 'WA', '98101', 500, 1000, ${timeZone}) RETURNING id`,
    );
    const email = `organizer${(people += 1)}@zones.test`;
    const { id: userId } = await registerCustomer({ email, password: 'ReadMore2026', firstName: 'Zoe', lastName: 'Zone', newsletter: false }, db());
    await db().execute(sql`INSERT INTO organization_members (organization_id, user_id) VALUES (${row!.id}, ${userId})`);
    return { organizationId: row!.id, userId };
  }

  async function orderAt(slug: string, sku: string, placedAt: Date) {
    const userId = (await resumeOrCreateGuest(null, db())).id;
    await changeCart(userId, 'us', { kind: 'add', sku, quantity: 1 }, db());
    const choices: CheckoutChoices = {
      site: 'us',
      email: 'zones@org.test',
      shippingAddress: WA,
      shippingMethod: 'standard',
      organization: slug,
      giftCardCodes: [],
    };
    const { totals } = await inTransaction(db(), async (tx) => priceCheckout(tx, userId, choices, placedAt));
    const placed = await placeOrder({
      userId,
      idempotencyKey: crypto.randomUUID(),
      choices,
      expectedTotalCents: totals.totalCents,
      card: CARD,
      provider: testPaymentProvider,
      baseUrl: 'http://shop.test',
      db: db(),
      now: placedAt,
    });
    expect(placed.status).toBe(201);
    const number = (placed.body as PlacementAnswer).order.number;
    return queryRows<{ kind: string; fair_id: number | null }>(
      db(),
      sql`SELECT r.kind, r.fair_id FROM reward_entries r JOIN orders o ON o.id = r.order_id WHERE o.number = ${number} ORDER BY r.kind`,
    );
  }

  it('a fair in America/Vancouver earns bookfair rewards at 23:30 local on its last day, and not at 00:30 the next day', async () => {
    const { userId } = await organizationIn('cedar-park', 'America/Vancouver');
    // The last day is the one Vancouver's clocks spring forward (23 hours long): its midnight is 07:00 UTC, not 08:00.
    const fairId = await createFair(
      userId,
      'cedar-park',
      fairSchema.parse({ name: 'Spring Fair', startDate: '2026-03-02', endDate: '2026-03-08', goal: 0 }),
      db(),
    );
    await scheduleFair(userId, 'cedar-park', fairId, db());

    const lastEvening = await orderAt('cedar-park', skus[0]!, new Date('2026-03-09T06:30:00Z')); // 23:30 PDT on March 8
    expect(lastEvening.map((entry) => [entry.kind, entry.fair_id])).toEqual([
      ['base', null],
      ['bookfair', fairId],
    ]);
    const nextMorning = await orderAt('cedar-park', skus[1]!, new Date('2026-03-09T07:30:00Z')); // 00:30 PDT on March 9
    expect(nextMorning.map((entry) => entry.kind)).toEqual(['base']);
    // The flyer and the Resource Center write the same local days.
    const organization = (await organizationOfOrganizer(userId, 'cedar-park', db()))!;
    expect((await flyerFairsOf(organization, db())).map((fair) => fair.dates.replace(/\s/g, ' '))).toEqual(['March 2 – 8, 2026']);
    // Its first day starts at local midnight too: 23:30 the evening before earns base only, 00:30 on the day both.
    expect((await orderAt('cedar-park', skus[2]!, new Date('2026-03-02T07:30:00Z'))).map((entry) => entry.kind)).toEqual(['base']);
    expect((await orderAt('cedar-park', skus[3]!, new Date('2026-03-02T08:30:00Z'))).map((entry) => entry.kind)).toEqual(['base', 'bookfair']);
  });

  it('the organizer changes the zone: the fairs keep their days, their instants move; an unknown zone changes nothing', async () => {
    const { organizationId, userId } = await organizationIn('lakeview', 'America/Toronto');
    const fairId = await createFair(
      userId,
      'lakeview',
      fairSchema.parse({ name: 'Fall Fair', startDate: '2026-10-26', endDate: '2026-11-02', onlineEndDate: '2026-11-05', goal: 0 }),
      db(),
    );
    const instants = () =>
      queryRows<{ starts_at: Date; ends_at: Date; online_starts_at: Date | null; online_ends_at: Date | null }>(
        db(),
        sql`SELECT starts_at, ends_at, online_starts_at, online_ends_at FROM book_fairs WHERE id = ${fairId}`,
      );
    expect((await instants()).map((fair) => [new Date(fair.starts_at).toISOString(), new Date(fair.ends_at).toISOString()])).toEqual([
      ['2026-10-26T04:00:00.000Z', '2026-11-03T05:00:00.000Z'],
    ]);

    const view = await updateOrganizationProfile(userId, 'lakeview', { ...PROFILE, timeZone: 'America/Vancouver' }, db());
    expect(view.timeZone).toBe('America/Vancouver');
    const [moved] = await instants();
    expect(new Date(moved!.starts_at).toISOString()).toBe('2026-10-26T07:00:00.000Z');
    expect(new Date(moved!.ends_at).toISOString()).toBe('2026-11-03T08:00:00.000Z');
    expect(moved!.online_starts_at).toBeNull();
    expect(new Date(moved!.online_ends_at!).toISOString()).toBe('2026-11-06T08:00:00.000Z');
    const fairs = await fairsView(userId, 'lakeview', organizationSales, db());
    expect(fairs.organization.timeZone).toBe('America/Vancouver');
    expect(fairs.fairs[0]).toMatchObject({ startDate: '2026-10-26', endDate: '2026-11-02', onlineStartDate: '2026-10-26', onlineEndDate: '2026-11-05' });

    // The invitation email gives its expiry on the organization's clock.
    const { expiresAt } = await inviteOrganizer(userId, 'lakeview', 'helper@zones.test', db(), new Date('2026-03-01T20:15:00Z'));
    expect(expiresAt).toEqual(new Date('2026-03-15T20:15:00Z'));
    const mail = readdirSync(outboxDir()).find((file) => file.includes('helper@zones.test'))!;
    expect(decodeQuotedPrintable(readFileSync(path.join(outboxDir(), mail), 'utf8')).replace(/\s+/g, ' ')).toContain(
      'within 14 days (until Mar 15, 2026, 1:15 PM PDT)',
    );

    // Without a zone the profile leaves it as it is.
    await updateOrganizationProfile(userId, 'lakeview', PROFILE, db());
    expect((await organizationManagerView(userId, 'lakeview', db())).timeZone).toBe('America/Vancouver');
    expect(await queryRows(db(), sql`SELECT time_zone FROM organizations WHERE id = ${organizationId}`)).toEqual([{ time_zone: 'America/Vancouver' }]);
  });

  it('staff register a school in its province’s zone and change it; organizers too; a name that is no zone is a 400 that changes nothing', async () => {
    // Loaded here, after the test's DATA_DIR is set: route modules read the environment when they load.
    const adminOrganizationsRoute = await import('@/app/api/admin/v1/organizations/route');
    const adminOrganizationRoute = await import('@/app/api/admin/v1/organizations/[slug]/route');
    const organizationRoute = await import('@/app/api/bookfair/v1/organizations/[slug]/route');
    const { id: staffId } = await registerCustomer(
      { email: 'staff@zones.test', password: 'ShelfKeeper2026', firstName: 'Sam', lastName: 'Staff', newsletter: false },
      db(),
    );
    await db().execute(sql`UPDATE users SET scopes = ARRAY['admin']::text[] WHERE id = ${staffId}`);
    const staff = await signAccessToken({ userId: staffId, role: 'customer', scopes: ['admin'] });
    const registered = await call(adminOrganizationsRoute.POST as Handler, 'POST', {}, staff, {
      site: 'ca',
      name: 'Harbour School',
      line1: '1 Harbour Rd',
      city: 'Halifax',
      region: 'NS',
      postalCode: 'B3H 1A1',
      organizerEmail: 'head@harbour.test',
    });
    expect(registered).toMatchObject({ status: 201, body: { slug: 'harbour-school', timeZone: 'America/Halifax' } });

    const refused = await call(adminOrganizationRoute.PATCH as Handler, 'PATCH', { slug: 'harbour-school' }, staff, { timeZone: 'Atlantic Time' });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        Error: 'VALIDATION_FAILED',
        message: 'timeZone: "Atlantic Time" is not a time zone we know. Enter an IANA name such as America/Vancouver or America/Toronto.',
      },
    });
    const zoneOf = async (slug: string) =>
      (await queryRows<{ time_zone: string }>(db(), sql`SELECT time_zone FROM organizations WHERE slug = ${slug}`))[0]!.time_zone;
    expect(await zoneOf('harbour-school')).toBe('America/Halifax');

    const changed = await call(adminOrganizationRoute.PATCH as Handler, 'PATCH', { slug: 'harbour-school' }, staff, { timeZone: 'america/st_johns' });
    expect(changed).toMatchObject({ status: 200, body: { timeZone: 'America/St_Johns' } });
    expect(
      await queryRows(
        db(),
        sql`SELECT action, before, after FROM audit_log WHERE entity = 'organization' AND entity_key = 'harbour-school' ORDER BY id DESC LIMIT 1`,
      ),
    ).toEqual([{ action: 'organization.time-zone', before: { timeZone: 'America/Halifax' }, after: { timeZone: 'America/St_Johns' } }]);

    const { userId } = await organizationIn('pine-grove', 'America/Los_Angeles');
    await db().execute(sql`UPDATE users SET scopes = ARRAY['organizer']::text[] WHERE id = ${userId}`);
    const organizer = await signAccessToken({ userId, role: 'customer', scopes: ['organizer'] });
    const profile = { ...PROFILE, timeZone: 'Pacific/Atlantis' };
    const bad = await call(organizationRoute.PUT as Handler, 'PUT', { slug: 'pine-grove' }, organizer, profile);
    expect(bad).toMatchObject({ status: 400, body: { Error: 'VALIDATION_FAILED' } });
    expect(bad.body.message).toMatch(/"Pacific\/Atlantis" is not a time zone we know/);
    expect(await zoneOf('pine-grove')).toBe('America/Los_Angeles');
    const good = await call(organizationRoute.PUT as Handler, 'PUT', { slug: 'pine-grove' }, organizer, { ...PROFILE, timeZone: 'America/Denver' });
    expect(good).toMatchObject({ status: 200, body: { organization: { timeZone: 'America/Denver' } } });
  });

  // Last: the backfill runs over every row, the other tests' organizations too.
  it('the migration gives existing organizations their province’s or state’s zone and moves their fairs to its midnights', async () => {
    const [bc, wa, unknown] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO organizations (slug, name, site, region) VALUES ('old-bc', 'Old BC', 'ca', 'BC'), ('old-wa', 'Old WA', 'us', 'wa'), ('old-ca', 'Old CA', 'ca', '')
          RETURNING id`,
    );
    await db().execute(
      sql`INSERT INTO book_fairs (organization_id, name, starts_at, ends_at, online_ends_at)
          VALUES (${bc!.id}, 'BC fair', '2026-05-04T00:00:00Z', '2026-05-09T00:00:00Z', '2026-05-12T00:00:00Z'),
                 (${unknown!.id}, 'Fair', '2026-01-10T00:00:00Z', '2026-01-11T00:00:00Z', NULL)`,
    );
    for (const statement of handWrittenBackfill()) await db().execute(sql.raw(statement));

    expect(await queryRows(db(), sql`SELECT slug, time_zone FROM organizations WHERE id IN (${bc!.id}, ${wa!.id}, ${unknown!.id}) ORDER BY slug`)).toEqual([
      { slug: 'old-bc', time_zone: 'America/Vancouver' },
      { slug: 'old-ca', time_zone: 'America/Toronto' },
      { slug: 'old-wa', time_zone: 'America/Los_Angeles' },
    ]);
    const fairs = await queryRows<{ name: string; starts_at: Date; ends_at: Date; online_ends_at: Date | null }>(
      db(),
      sql`SELECT name, starts_at, ends_at, online_ends_at FROM book_fairs WHERE organization_id IN (${bc!.id}, ${unknown!.id}) ORDER BY name`,
    );
    const iso = (value: Date | null) => value && new Date(value).toISOString();
    expect(fairs.map((fair) => [fair.name, iso(fair.starts_at), iso(fair.ends_at), iso(fair.online_ends_at)])).toEqual([
      ['BC fair', '2026-05-04T07:00:00.000Z', '2026-05-09T07:00:00.000Z', '2026-05-12T07:00:00.000Z'],
      ['Fair', '2026-01-10T05:00:00.000Z', '2026-01-11T05:00:00.000Z', null],
    ]);
  });
});
