import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { signAccessToken } from '@/lib/api/access-token';
import { ADMIN_SCOPE } from '@/modules/accounts';
import { registerCustomer } from '@/modules/accounts/index.server';
import { featuredOrganizationOf, findOrganizations, organizationDetails, organizationForOrder } from '@/modules/organizations/index.server';
import { SITES } from '@/modules/regions';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { expectDeclaredBody } from '../../../tests/support/declared-response';
import { historyOf, type Actor } from './audit.server';
import { rewardRatesSchema } from './organization-rules';
import { adminOrganizationRoutes } from './organizations-routes.server';
import {
  FEATURED_ENTITY,
  findOrganizationsForAdmin,
  organizationForAdmin,
  registerOrganization,
  setFeaturedOrganization,
  setOrganizationStatus,
  updateRewardRates,
} from './organizations.server';

const US_DEFAULT = SITES.us.featuredOrganization.org_slug;
const CA_DEFAULT = SITES.ca.featuredOrganization.org_slug;

describeEachDatabase('back office: organizations', (database) => {
  const db = () => database().db;
  useAsProcessDatabase(database);
  let staff: Actor & { id: string };

  const organization = (slug: string, site: 'us' | 'ca', status: string, extra: { name?: string; city?: string; postal?: string } = {}) =>
    db().execute(
      sql`INSERT INTO organizations (slug, name, site, city, postal_code, status) VALUES (${slug}, ${extra.name ?? slug}, ${site}, ${extra.city ?? ''}, ${extra.postal ?? ''}, ${status})`,
    );
  const statusOf = async (slug: string) => (await queryRows<{ status: string }>(db(), sql`SELECT status FROM organizations WHERE slug = ${slug}`))[0]!.status;
  const call = async (
    handler: (request: NextRequest, context: { params: Promise<unknown> }) => Promise<Response>,
    path: string,
    params: Record<string, string>,
    body?: unknown,
  ) => {
    const token = await signAccessToken({ userId: staff.id, role: 'customer', scopes: [ADMIN_SCOPE] });
    const request = new NextRequest(`http://localhost${path}`, {
      method: body === undefined ? 'GET' : 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await handler(request, { params: Promise.resolve(params) });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    const email = 'organizations-staff@admin.test';
    const { id } = await registerCustomer({ email, password: 'ShelfKeeper2026', firstName: 'Sam', lastName: 'Staff', newsletter: false }, db());
    await db().execute(sql`UPDATE users SET scopes = ARRAY['admin']::text[] WHERE id = ${id}`);
    staff = { id, email };
  });

  it('shows the static default while the database has no organization of that name, as a fresh shop did', async () => {
    expect(await featuredOrganizationOf('ca', db())).toEqual(SITES.ca.featuredOrganization);
  });

  it('finds organizations by name, city or postal code and by status, pending ones first', async () => {
    await organization(US_DEFAULT, 'us', 'active', { name: SITES.us.featuredOrganization.org_name, city: 'Springfield', postal: '62704' });
    await organization(CA_DEFAULT, 'ca', 'active', { name: SITES.ca.featuredOrganization.org_name, city: 'Kingston', postal: 'K7L 3N6' });
    await organization('zephyr-academy', 'us', 'pending', { name: 'Zephyr Academy', city: 'Springfield', postal: '62701' });
    await organization('old-mill-school', 'ca', 'suspended', { name: 'Old Mill School', city: 'Toronto', postal: 'M8X 1A1' });

    const all = await findOrganizationsForAdmin({ q: '' }, db());
    expect(all[0]).toMatchObject({ slug: 'zephyr-academy', status: 'pending', featured: false });
    expect(all.map((row) => row.slug)).toEqual(['zephyr-academy', CA_DEFAULT, US_DEFAULT, 'old-mill-school']);
    expect(all.find((row) => row.slug === US_DEFAULT)).toMatchObject({ featured: true, baseRewardBp: 500, bookfairRewardBp: 500 });
    expect((await findOrganizationsForAdmin({ q: 'springfield' }, db())).map((row) => row.slug)).toEqual(['zephyr-academy', US_DEFAULT]);
    expect((await findOrganizationsForAdmin({ q: 'k7l3' }, db())).map((row) => row.slug)).toEqual([CA_DEFAULT]);
    expect((await findOrganizationsForAdmin({ q: 'mill', status: 'suspended' }, db())).map((row) => row.slug)).toEqual(['old-mill-school']);
    expect(await findOrganizationsForAdmin({ q: 'mill', status: 'active' }, db())).toEqual([]);
    expect(await findOrganizationsForAdmin({ q: '100%_' }, db())).toEqual([]);

    const listed = await call(adminOrganizationRoutes.find, '/api/admin/v1/organizations?status=pending', {});
    expect(listed).toMatchObject({ status: 200, body: { organizations: [expect.objectContaining({ slug: 'zephyr-academy' })] } });
    expect(await call(adminOrganizationRoutes.find, '/api/admin/v1/organizations?status=closed', {})).toMatchObject({
      status: 400,
      body: { Error: 'INVALID_QUERY', message: 'status must be pending, active or suspended.' },
    });
  });

  it('approving a pending organization makes it findable, selectable and open to the organization API; suspending takes all that away', async () => {
    const now = new Date();
    const hidden = async () => {
      expect((await findOrganizations('us', 'zephyr', null, db())).map((match) => match.org)).toEqual([]);
      expect(await organizationDetails('zephyr-academy', db())).toBeNull();
      expect(await organizationForOrder(db(), 'zephyr-academy', 'us', now)).toBeNull();
    };
    await hidden();

    const approved = await setOrganizationStatus(staff, 'zephyr-academy', 'active', '', db());
    expect(approved).toMatchObject({ status: 'active', members: [], fairs: [], rewards: { totalCents: 0, currency: 'USD' } });
    expect((await findOrganizations('us', 'zephyr', null, db())).map((match) => match.org)).toEqual(['zephyr-academy']);
    expect(await organizationDetails('zephyr-academy', db())).toMatchObject({ org: 'zephyr-academy', rewardRates: { base: 0.05, bookfair: 0.05 } });
    expect(await organizationForOrder(db(), 'zephyr-academy', 'us', now)).toMatchObject({ slug: 'zephyr-academy' });
    // Not on the other site: an organization belongs to one country.
    expect(await organizationForOrder(db(), 'zephyr-academy', 'ca', now)).toBeNull();

    await setOrganizationStatus(staff, 'zephyr-academy', 'suspended', 'Complaints from parents', db());
    await hidden();
    await setOrganizationStatus(staff, 'zephyr-academy', 'active', '', db());
    // Setting the status it has is no change and no entry.
    await setOrganizationStatus(staff, 'zephyr-academy', 'active', '', db());

    const history = await historyOf(db(), 'organization', 'zephyr-academy');
    expect(history.map((entry) => entry.action)).toEqual(['organization.reactivate', 'organization.suspend', 'organization.approve']);
    expect(history.at(-1)).toMatchObject({ actorEmail: staff.email, before: { status: 'pending' }, after: { status: 'active' } });
    // A suspension keeps the reason staff gave with it.
    expect(history[1]).toMatchObject({ action: 'organization.suspend', after: { status: 'suspended', reason: 'Complaints from parents' } });
    expect(history[0]!.after).not.toHaveProperty('reason');
    expect(
      await call(adminOrganizationRoutes.setStatus, '/api/admin/v1/organizations/nowhere-school/status', { slug: 'nowhere-school' }, { status: 'active' }),
    ).toMatchObject({
      status: 404,
      body: { Error: 'ORGANIZATION_NOT_FOUND' },
    });
    expect(
      await call(adminOrganizationRoutes.setStatus, '/api/admin/v1/organizations/zephyr-academy/status', { slug: 'zephyr-academy' }, { status: 'pending' }),
    ).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('status must be active or suspended.') },
    });
  });

  it('reads reward rates typed as percentages into basis points, and refuses anything else with a readable message', () => {
    expect(rewardRatesSchema.parse({ base: '5', bookfair: '7.5' })).toEqual({ base: 500, bookfair: 750 });
    expect(rewardRatesSchema.parse({ base: ' 12.25% ', bookfair: '0' })).toEqual({ base: 1225, bookfair: 0 });
    expect(rewardRatesSchema.parse({ base: '50', bookfair: '0.01' })).toEqual({ base: 5000, bookfair: 1 });
    const refusal = (base: unknown) => {
      const parsed = rewardRatesSchema.safeParse({ base, bookfair: '5' });
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(refusal('50.01')).toBe('The base reward rate cannot be above 50%.');
    expect(refusal('7.555')).toBe('The base reward rate must be a percentage like 5 or 7.5 (at most two decimals).');
    for (const bad of ['-1', 'five', '', '1e2', '5,5', 5, null])
      expect(refusal(bad), String(bad)).toMatch(/^The base reward rate must be a percentage like 5 or 7\.5/);
  });

  it('saves reward rates with an audit entry; refused rates change nothing; the organization API and later orders use them', async () => {
    const refused = await call(
      adminOrganizationRoutes.setRewardRates,
      '/api/admin/v1/organizations/zephyr-academy/reward-rates',
      { slug: 'zephyr-academy' },
      { base: '60', bookfair: '5' },
    );
    expect(refused).toMatchObject({ status: 400, body: { Error: 'VALIDATION_FAILED', message: 'base: The base reward rate cannot be above 50%.' } });
    expect(await historyOf(db(), 'organization', 'zephyr-academy')).toHaveLength(3);

    const saved = await call(
      adminOrganizationRoutes.setRewardRates,
      '/api/admin/v1/organizations/zephyr-academy/reward-rates',
      { slug: 'zephyr-academy' },
      { base: '6', bookfair: '7.5' },
    );
    expect(saved).toMatchObject({ status: 200, body: { baseRewardBp: 600, bookfairRewardBp: 750 } });
    expect(await organizationDetails('zephyr-academy', db())).toMatchObject({ rewardRates: { base: 0.06, bookfair: 0.075 } });
    const [entry] = await historyOf(db(), 'organization', 'zephyr-academy');
    expect(entry).toMatchObject({
      action: 'organization.reward-rates',
      before: { baseRewardBp: 500, bookfairRewardBp: 500 },
      after: { baseRewardBp: 600, bookfairRewardBp: 750 },
    });
    await updateRewardRates(staff, 'zephyr-academy', { base: 600, bookfair: 750 }, db());
    expect(await historyOf(db(), 'organization', 'zephyr-academy')).toHaveLength(4);
  });

  it('features only an active organization of the same site; the loader answers the choice with its real rates; the featured one cannot be suspended', async () => {
    // The default, from the organization's own record: its real rates.
    await db().execute(sql`UPDATE organizations SET base_reward_bp = 400, description = '' WHERE slug = ${CA_DEFAULT}`);
    expect(await featuredOrganizationOf('ca', db())).toEqual({ ...SITES.ca.featuredOrganization, rewardRates: { base: 0.04, bookfair: 0.05 } });

    await organization('prairie-school', 'ca', 'pending', { name: 'Prairie School' });
    const refusals = [
      [
        await call(adminOrganizationRoutes.setFeatured, '/api/admin/v1/featured-organizations/ca', { site: 'ca' }, { org: 'prairie-school' }),
        422,
        'ORGANIZATION_NOT_ACTIVE',
        'Prairie School is pending: only an active organization can be featured.',
      ],
      [
        await call(adminOrganizationRoutes.setFeatured, '/api/admin/v1/featured-organizations/ca', { site: 'ca' }, { org: 'zephyr-academy' }),
        422,
        'ORGANIZATION_OF_ANOTHER_SITE',
        'Zephyr Academy belongs to the United States site: the Canada site can only feature its own organizations.',
      ],
      [
        await call(adminOrganizationRoutes.setFeatured, '/api/admin/v1/featured-organizations/ca', { site: 'ca' }, { org: 'old-mill-school' }),
        422,
        'ORGANIZATION_NOT_ACTIVE',
        'Old Mill School is suspended: only an active organization can be featured.',
      ],
      [
        await call(adminOrganizationRoutes.setFeatured, '/api/admin/v1/featured-organizations/ca', { site: 'ca' }, { org: 'nowhere-school' }),
        404,
        'ORGANIZATION_NOT_FOUND',
        'No organization has the short name nowhere-school.',
      ],
      [
        await call(adminOrganizationRoutes.setFeatured, '/api/admin/v1/featured-organizations/fr', { site: 'fr' }, { org: 'prairie-school' }),
        400,
        'INVALID_PARAMS',
        'Invalid address: site: site must be one of: us, ca.',
      ],
      [
        await call(adminOrganizationRoutes.setStatus, `/api/admin/v1/organizations/${CA_DEFAULT}/status`, { slug: CA_DEFAULT }, { status: 'suspended' }),
        409,
        'ORGANIZATION_FEATURED',
        `${SITES.ca.featuredOrganization.org_name} is the featured organization of the Canada site: feature another organization there before suspending it.`,
      ],
    ] as const;
    for (const [answer, status, code, message] of refusals) expect(answer).toEqual({ status, body: { Error: code, message } });
    expect(await statusOf(CA_DEFAULT)).toBe('active');
    expect(await historyOf(db(), FEATURED_ENTITY, 'ca')).toEqual([]);
    expect((await featuredOrganizationOf('ca', db()))!.org_slug).toBe(CA_DEFAULT);

    await setOrganizationStatus(staff, 'prairie-school', 'active', '', db());
    await updateRewardRates(staff, 'prairie-school', { base: 750, bookfair: 1000 }, db());
    const chosen = await call(adminOrganizationRoutes.setFeatured, '/api/admin/v1/featured-organizations/ca', { site: 'ca' }, { org: 'prairie-school' });
    expect(chosen).toEqual({ status: 200, body: { site: 'ca', org: 'prairie-school' } });
    expect(await featuredOrganizationOf('ca', db())).toEqual({
      org_name: 'Prairie School',
      org_slug: 'prairie-school',
      rewardRates: { base: 0.075, bookfair: 0.1 },
      logo: '',
      featuredOrgDescription: 'Prairie School runs its book fair with us: every order placed for it earns rewards for its books.',
    });
    // The other site keeps its default.
    expect((await featuredOrganizationOf('us', db()))!.org_slug).toBe(US_DEFAULT);
    expect(await historyOf(db(), FEATURED_ENTITY, 'ca')).toEqual([
      expect.objectContaining({ actorEmail: staff.email, action: 'featured-organization.set', before: { org: CA_DEFAULT }, after: { org: 'prairie-school' } }),
    ]);
    expect((await organizationForAdmin('prairie-school', db()))!.featured).toBe(true);
    expectDeclaredBody(adminOrganizationRoutes.organization, 200, await organizationForAdmin('prairie-school', db()));
    expect((await organizationForAdmin(CA_DEFAULT, db()))!.featured).toBe(false);

    // The default is an ordinary organization again: it can be suspended, and featured back once reactivated.
    await setOrganizationStatus(staff, CA_DEFAULT, 'suspended', '', db());
    await expect(setOrganizationStatus(staff, 'prairie-school', 'suspended', '', db())).rejects.toMatchObject({ status: 409, code: 'ORGANIZATION_FEATURED' });
    await expect(setFeaturedOrganization(staff, 'ca', CA_DEFAULT, db())).rejects.toMatchObject({ code: 'ORGANIZATION_NOT_ACTIVE' });
    await setOrganizationStatus(staff, CA_DEFAULT, 'active', '', db());
    await setFeaturedOrganization(staff, 'ca', CA_DEFAULT, db());
    await setFeaturedOrganization(staff, 'ca', CA_DEFAULT, db());
    expect((await featuredOrganizationOf('ca', db()))!.org_slug).toBe(CA_DEFAULT);
    expect((await historyOf(db(), FEATURED_ENTITY, 'ca')).map((entry) => entry.after)).toEqual([{ org: CA_DEFAULT }, { org: 'prairie-school' }]);
  });

  it('registers an organization that applied as pending, with a free slug and an address that fits its country', async () => {
    const input = {
      name: 'École Saint-Laurent',
      site: 'ca' as const,
      line1: '4250 boul. Saint-Laurent',
      city: 'Montréal',
      region: 'QC',
      postalCode: 'h2w1z3',
      logoUrl: '',
      description: '',
      organizerEmail: 'principal@ecole-saint-laurent.test',
    };
    const first = await registerOrganization(staff, input, db());
    const second = await registerOrganization(staff, input, db());
    expect([first.slug, second.slug]).toEqual(['ecole-saint-laurent', 'ecole-saint-laurent-2']);
    expect(first).toMatchObject({ status: 'pending', site: 'ca', postalCode: 'H2W 1Z3', featured: false });
    expect(await findOrganizations('ca', 'laurent', null, db())).toEqual([]);
    expect((await historyOf(db(), 'organization', 'ecole-saint-laurent')).map((entry) => entry.action).sort()).toEqual([
      'organization.invite-organizer',
      'organization.register',
    ]);
    expect(await historyOf(db(), 'organization', 'ecole-saint-laurent')).toContainEqual(
      expect.objectContaining({ action: 'organization.register', before: null, after: expect.objectContaining({ status: 'pending' }) }),
    );
    await expect(registerOrganization(staff, { ...input, postalCode: '90210' }, db())).rejects.toMatchObject({ status: 422, code: 'INVALID_ADDRESS' });
    expect((await findOrganizationsForAdmin({ q: 'laurent' }, db())).map((row) => row.slug)).toEqual(['ecole-saint-laurent', 'ecole-saint-laurent-2']);
  });
});
