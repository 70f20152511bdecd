import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { registerCustomer } from '@/modules/accounts/index.server';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { expectDeclaredBody, expectDeclaredResponse } from '../../../tests/support/declared-response';
import { FAVORITES_LIMIT } from './favorites';
import { addFavorite, favoritesOf, findOrganizations, organizationDetails, removeFavorite } from './organizations.server';
import { organizationRoutes } from './routes.server';

const DAY = 24 * 3600 * 1000;

describeEachDatabase('organizations', (database) => {
  const db = () => database().db;
  useAsProcessDatabase(database);
  let people = 0;
  const customer = async () =>
    (await registerCustomer({ email: `fan${(people += 1)}@org.test`, password: 'ReadMore2026', firstName: 'Fan', lastName: 'Club', newsletter: false }, db()))
      .id;
  const organization = async (slug: string, site: 'us' | 'ca' = 'us', status = 'active') =>
    (
      await queryRows<{ id: number }>(
        db(),
        sql`INSERT INTO organizations (slug, name, site, city, region, postal_code, base_reward_bp, bookfair_reward_bp, status) VALUES (${slug}, ${`${slug} School`}, ${site}, 'Springfield', 'IL', '62701', 500, 700, ${status}) RETURNING id`,
      )
    )[0]!.id;

  it('answers an organization with its fairs, the open one, its currency, rates and rewards; unknown and suspended ones are null', async () => {
    const id = await organization('details-school');
    const now = new Date();
    const fair = (name: string, from: number, to: number, status = 'scheduled') =>
      db().execute(
        sql`INSERT INTO book_fairs (organization_id, name, starts_at, ends_at, goal_cents, status) VALUES (${id}, ${name}, ${new Date(now.getTime() + from * DAY)}, ${new Date(now.getTime() + to * DAY)}, 250000, ${status})`,
      );
    await fair('Spring fair', -60, -50);
    await fair('Autumn fair', -2, 3);
    await fair('Winter fair', 20, 25);
    await fair('Idea', 40, 45, 'draft');
    const details = (await organizationDetails('details-school', db(), now))!;
    expectDeclaredBody(organizationRoutes.details, 200, details);
    expect(details).toMatchObject({
      _id: id,
      org: 'details-school',
      name: 'details-school School',
      orgCurrency: 'USD',
      rewardRates: { base: 0.05, bookfair: 0.07 },
      address: { city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' },
      cumulativeStats: { orders: 0, rewards: 0 },
      activeBookfair: { name: 'Autumn fair', goal: 2500 },
    });
    expect(details.allBookfairs.map((entry) => entry.name)).toEqual(['Spring fair', 'Autumn fair', 'Winter fair']);
    await organization('canada-school', 'ca');
    expect((await organizationDetails('canada-school', db()))!.orgCurrency).toBe('CAD');
    await organization('closed-school', 'us', 'suspended');
    expect(await organizationDetails('closed-school', db())).toBeNull();
    expect(await organizationDetails('no-such-school', db())).toBeNull();
  });

  it("keeps each person's favourites: add once, remove, unknown or inactive refused, a limit, never another person's", async () => {
    const first = await customer();
    const second = await customer();
    const a = await organization('fav-a');
    const b = await organization('fav-b');
    const pending = await organization('fav-pending', 'us', 'pending');
    expect((await addFavorite(first, a, db())).map((entry) => entry.org)).toEqual(['fav-a']);
    expect((await addFavorite(first, a, db())).map((entry) => entry.org)).toEqual(['fav-a']);
    expect((await addFavorite(first, b, db())).map((entry) => entry.org).sort()).toEqual(['fav-a', 'fav-b']);
    expect(await favoritesOf(second, db())).toEqual([]);
    expect((await removeFavorite(second, a, db())).length).toBe(0);
    expect((await favoritesOf(first, db())).length).toBe(2);
    expectDeclaredBody(organizationRoutes.favorites, 200, { orgs: await favoritesOf(first, db()) });
    await expect(addFavorite(first, 999_999, db())).rejects.toMatchObject({ status: 404, code: 'ORGANIZATION_NOT_FOUND' });
    await expect(addFavorite(first, pending, db())).rejects.toMatchObject({ status: 404 });
    expect((await removeFavorite(first, a, db())).map((entry) => entry.org)).toEqual(['fav-b']);

    const collector = await customer();
    for (let index = 0; index < FAVORITES_LIMIT; index += 1) await addFavorite(collector, await organization(`many-${index}`), db());
    await expect(addFavorite(collector, a, db())).rejects.toMatchObject({ status: 422, code: 'FAVORITES_FULL' });
    expect((await favoritesOf(collector, db())).length).toBe(FAVORITES_LIMIT);
  });

  it('finds organizations of a site by name, city or postal code, favourites first, active ones only', async () => {
    const fan = await customer();
    const oak = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO organizations (slug, name, site, city, region, postal_code) VALUES ('oakwood-library', 'Oakwood Public Library', 'us', 'Portland', 'OR', '97201') RETURNING id`,
    );
    await db().execute(
      sql`INSERT INTO organizations (slug, name, site, city, region, postal_code) VALUES ('ashwood-school', 'Ashwood School', 'us', 'Portland', 'OR', '97209'), ('pinewood-ca', 'Pinewood School', 'ca', 'Portland', 'ON', 'K0H 2H0')`,
    );
    await db().execute(
      sql`INSERT INTO organizations (slug, name, site, city, region, postal_code, status) VALUES ('hidden-wood', 'Hidden Wood School', 'us', 'Portland', 'OR', '97201', 'pending')`,
    );
    await db().execute(
      sql`INSERT INTO book_fairs (organization_id, name, starts_at, ends_at) VALUES (${oak[0]!.id}, 'Spring Book Fair', now() - interval '1 day', now() + interval '2 days')`,
    );
    const names = async (typed: string, userId: string | null = null) => (await findOrganizations('us', typed, userId, db())).map((match) => match.org);
    expect(await names('portland')).toEqual(['ashwood-school', 'oakwood-library']);
    expect(await names('WOOD')).toEqual(['ashwood-school', 'oakwood-library']);
    expect(await names('9720')).toEqual(['ashwood-school', 'oakwood-library']);
    expect(await names('97201')).toEqual(['oakwood-library']);
    expect(await names('100%_')).toEqual([]);
    await addFavorite(fan, oak[0]!.id, db());
    expect(await names('portland', fan)).toEqual(['oakwood-library', 'ashwood-school']);
    expect(await names('', fan)).toEqual(['oakwood-library']);
    expect(await names('')).toEqual([]);
    expect((await findOrganizations('us', 'oakwood', null, db()))[0]).toMatchObject({ activeFair: { name: 'Spring Book Fair' }, favorite: false });
    expect((await findOrganizations('us', 'ashwood', null, db()))[0]).toMatchObject({ activeFair: null });
    expect((await findOrganizations('ca', 'portland', null, db())).map((match) => match.org)).toEqual(['pinewood-ca']);
  });

  it('shows each match with its open fair and its dates: the online window decides, the one closing first when two are open', async () => {
    const [school] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO organizations (slug, name, site, city, region, postal_code) VALUES ('dated-fair-school', 'Dated Fair School', 'us', 'Dayton', 'OH', '45402') RETURNING id`,
    );
    await db().execute(
      sql`INSERT INTO book_fairs (organization_id, name, starts_at, ends_at, online_starts_at, online_ends_at, status) VALUES
        (${school!.id}, 'Past Fair', '2026-10-01T00:00:00Z', '2026-10-05T00:00:00Z', NULL, NULL, 'scheduled'),
        (${school!.id}, 'Winter Fair', '2026-12-01T00:00:00Z', '2026-12-04T00:00:00Z', '2026-11-24T00:00:00Z', '2026-12-08T00:00:00Z', 'scheduled'),
        (${school!.id}, 'Long Fair', '2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z', NULL, NULL, 'scheduled'),
        (${school!.id}, 'Closed Fair', '2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z', NULL, NULL, 'closed')`,
    );
    const found = async (at: string) => (await findOrganizations('us', 'dated fair', null, db(), new Date(at)))[0]?.activeFair;
    expect(await found('2026-11-25T12:00:00Z')).toEqual({
      name: 'Winter Fair',
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-12-04T00:00:00.000Z',
      onlineStartsAt: '2026-11-24T00:00:00.000Z',
      onlineEndsAt: '2026-12-08T00:00:00.000Z',
      timeZone: 'America/New_York',
    });
    expect(await found('2026-11-10T12:00:00Z')).toMatchObject({
      name: 'Long Fair',
      onlineStartsAt: '2026-11-01T00:00:00.000Z',
      onlineEndsAt: '2027-01-01T00:00:00.000Z',
    });
    expect(await found('2026-10-10T12:00:00Z')).toBeNull();
  });

  it("answers Find a Fair's picker without auth, the same for everyone, and refuses a query it cannot use with a 400", async () => {
    await db().execute(
      sql`INSERT INTO organizations (slug, name, site, city, region, postal_code) VALUES ('picker-lake-school', 'Picker Lake School', 'us', 'Duluth', 'MN', '55802'), ('picker-lake-ca', 'Picker Lake School', 'ca', 'Duluth', 'ON', 'P7B 1A1')`,
    );
    const find = (query: string) =>
      organizationRoutes.find(new NextRequest(`http://localhost/api/bookfair/v1/organizations${query}`), { params: Promise.resolve({}) });
    const found = await find('?site=us&q=duluth');
    expect(found.status).toBe(200);
    await expectDeclaredResponse(organizationRoutes.find, found);
    expect(found.headers.get('cache-control')).toContain('public');
    expect(await found.json()).toEqual({
      organizations: [expect.objectContaining({ org: 'picker-lake-school', name: 'Picker Lake School', city: 'Duluth', favorite: false, activeFair: null })],
    });
    expect(((await (await find('?site=ca&q=P7B')).json()) as { organizations: Array<{ org: string }> }).organizations.map((match) => match.org)).toEqual([
      'picker-lake-ca',
    ]);
    expect(await (await find('?site=us&q=%20%20')).json()).toEqual({ organizations: [] });
    for (const bad of [`?site=us&q=${'x'.repeat(81)}`, '?site=fr&q=duluth', '?q=duluth']) {
      const refused = await find(bad);
      expect(refused.status).toBe(400);
      await expectDeclaredResponse(organizationRoutes.find, refused);
      expect(await refused.json()).toMatchObject({ Error: 'INVALID_QUERY', message: expect.stringMatching(/q is too long|site must be one of: us, ca/) });
    }
  });
});
