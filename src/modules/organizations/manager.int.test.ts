import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { expect, it } from 'vitest';
import { inTransaction, queryRows } from '@/db/client';
import { seedStockedUsSkus } from '../../../tests/support/catalogue';
import { signAccessToken } from '@/lib/api/access-token';
import { registerCustomer, resumeOrCreateGuest } from '@/modules/accounts/index.server';
import { changeCart } from '@/modules/cart/index.server';
import { priceCheckout, type CheckoutChoices, type PlacementAnswer } from '@/modules/checkout/index.server';
import { orderOf, organizationSales, placeOrder, refundOrder } from '@/modules/orders/index.server';
import { testPaymentProvider } from '@/modules/payments/index.server';
import * as acceptRoute from '@/app/api/bookfair/v1/invitations/accept/route';
import * as organizationRoute from '@/app/api/bookfair/v1/organizations/[slug]/route';
import * as fairsRoute from '@/app/api/bookfair/v1/organizations/[slug]/fairs/route';
import * as fairRoute from '@/app/api/bookfair/v1/organizations/[slug]/fairs/[id]/route';
import * as scheduleRoute from '@/app/api/bookfair/v1/organizations/[slug]/fairs/[id]/schedule/route';
import * as closeRoute from '@/app/api/bookfair/v1/organizations/[slug]/fairs/[id]/close/route';
import * as invitationsRoute from '@/app/api/bookfair/v1/organizations/[slug]/invitations/route';
import { decodeQuotedPrintable } from '../../../tests/support/mail';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import {
  acceptInvitation,
  closeFair,
  createFair,
  fairsView,
  inviteOrganizer,
  organizationManagerView,
  scheduleFair,
  updateFair,
  updateOrganizationProfile,
} from './manager.server';
import { fairSchema, organizationProfileSchema } from './manager';
import { temporaryDataDir } from '../../../tests/support/data-dir';

const dataDir = temporaryDataDir('organizer-tools-test', { PUBLIC_URL: 'https://shop.test' });

const DAY = 24 * 3600 * 1000;
const NY = { fullName: 'Pat Reader', line1: '1 Main St', city: 'Albany', region: 'NY', postalCode: '12207' };
const CARD = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Pat Reader' };
const PROFILE = {
  name: 'Oak Hill PTA',
  line1: '5 School Rd',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62704',
  logoUrl: 'https://oak.test/logo.png',
  description: 'Readers all.',
};
const dateOf = (at: number) => new Date(at).toISOString().slice(0, 10);
const fairInput = (changes: Record<string, unknown> = {}) =>
  fairSchema.parse({ name: 'Spring Fair', startDate: '2026-04-13', endDate: '2026-04-17', goal: 1000, ...changes });

/** The newest invitation link the outbox holds for this address. */
function invitationTokenFor(email: string): string {
  const files = readdirSync(path.join(dataDir, 'outbox'))
    .filter((file) => file.includes(email))
    .sort();
  const message = decodeQuotedPrintable(readFileSync(path.join(dataDir, 'outbox', files.at(-1)!), 'utf8'));
  return /\/account\/details\/organization\/join\?token=([A-Za-z0-9_-]+)/.exec(message)![1]!;
}

describeEachDatabase('organizer tools', (database) => {
  const db = () => database().db;
  let people = 0;
  useAsProcessDatabase(database);

  const person = async (label: string) => {
    const email = `${label}${(people += 1)}@tools.test`;
    return { id: (await registerCustomer({ email, password: 'ReadMore2026', firstName: label, lastName: 'Tester', newsletter: false }, db())).id, email };
  };
  const organization = async (slug: string, site: 'us' | 'ca' = 'us') =>
    (
      await queryRows<{ id: number }>(
        db(),
        sql`INSERT INTO organizations (slug, name, site, address_line1, city, region, postal_code) VALUES (${slug}, ${`${slug} School`}, ${site}, '1 Elm St', 'Springfield', ${site === 'ca' ? 'ON' : 'IL'}, ${site === 'ca' ? 'K1A 0B1' : '62701'}) RETURNING id`,
      )
    )[0]!.id;
  const organizer = async (label: string, organizationId: number) => {
    const who = await person(label);
    await db().execute(sql`INSERT INTO organization_members (organization_id, user_id) VALUES (${organizationId}, ${who.id})`);
    await db().execute(sql`UPDATE users SET scopes = ARRAY['organizer'] WHERE id = ${who.id}`);
    return who;
  };
  const tokenOf = (userId: string, scopes: string[] = ['organizer'], role: 'guest' | 'customer' = 'customer') => signAccessToken({ userId, role, scopes });

  type Handler = (request: NextRequest, context: { params: Promise<unknown> }) => Promise<Response>;
  async function call(handler: Handler, params: Record<string, string>, options: { token?: string; body?: unknown; method?: string } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const request = new NextRequest('http://localhost/api/bookfair/v1/test', {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const response = await handler(request, { params: Promise.resolve(params) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const fairBody = { name: 'Route Fair', startDate: '2026-09-14', endDate: '2026-09-18', goal: 1500.5, shipToSchool: false };

  it('gives organizer A nothing of organization B through any function: 404, and B stays as it was', async () => {
    const a = await organization('tools-a');
    const b = await organization('tools-b');
    const alice = await organizer('alice', a);
    await organizer('bob', b);
    const [bFair] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO book_fairs (organization_id, name, starts_at, ends_at, status) VALUES (${b}, 'B fair', ${new Date('2026-05-01')}, ${new Date('2026-05-05')}, 'draft') RETURNING id`,
    );
    const before = await queryRows(
      db(),
      sql`SELECT o.name, o.description, f.name AS fair, f.status FROM organizations o JOIN book_fairs f ON f.organization_id = o.id WHERE o.id = ${b}`,
    );

    const refused = { status: 404, code: 'ORGANIZATION_NOT_FOUND' };
    await expect(organizationManagerView(alice.id, 'tools-b', db())).rejects.toMatchObject(refused);
    await expect(updateOrganizationProfile(alice.id, 'tools-b', { ...PROFILE, name: 'Taken over' }, db())).rejects.toMatchObject(refused);
    await expect(fairsView(alice.id, 'tools-b', organizationSales, db())).rejects.toMatchObject(refused);
    await expect(createFair(alice.id, 'tools-b', fairInput(), db())).rejects.toMatchObject(refused);
    await expect(updateFair(alice.id, 'tools-b', bFair!.id, fairInput({ name: 'Hijacked' }), db())).rejects.toMatchObject(refused);
    await expect(scheduleFair(alice.id, 'tools-b', bFair!.id, db())).rejects.toMatchObject(refused);
    await expect(closeFair(alice.id, 'tools-b', bFair!.id, db())).rejects.toMatchObject(refused);
    await expect(inviteOrganizer(alice.id, 'tools-b', 'friend@tools.test', db())).rejects.toMatchObject(refused);
    await expect(organizationManagerView(alice.id, 'no-such-school', db())).rejects.toMatchObject(refused);
    // B's fair through A's own slug: not A's fair.
    await expect(updateFair(alice.id, 'tools-a', bFair!.id, fairInput(), db())).rejects.toMatchObject({ status: 404, code: 'FAIR_NOT_FOUND' });
    await expect(scheduleFair(alice.id, 'tools-a', bFair!.id, db())).rejects.toMatchObject({ status: 404, code: 'FAIR_NOT_FOUND' });
    await expect(closeFair(alice.id, 'tools-a', bFair!.id, db())).rejects.toMatchObject({ status: 404, code: 'FAIR_NOT_FOUND' });

    expect(
      await queryRows(
        db(),
        sql`SELECT o.name, o.description, f.name AS fair, f.status FROM organizations o JOIN book_fairs f ON f.organization_id = o.id WHERE o.id = ${b}`,
      ),
    ).toEqual(before);
    expect(await queryRows(db(), sql`SELECT count(*)::int AS count FROM organization_invitations`)).toEqual([{ count: 0 }]);
  });

  it('answers every route: guests 401, customers 403, another organization 404, bad slugs, ids and bodies 400; nothing changes', async () => {
    const a = await organization('routes-a');
    const b = await organization('routes-b');
    const alice = await organizer('ralice', a);
    await organizer('rbob', b);
    const customer = await person('plain');
    const guest = (await resumeOrCreateGuest(null, db())).id;
    const [bFair] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO book_fairs (organization_id, name, starts_at, ends_at, status) VALUES (${b}, 'B fair', ${new Date('2026-05-01')}, ${new Date('2026-05-05')}, 'draft') RETURNING id`,
    );
    const snapshot = () =>
      queryRows(
        db(),
        sql`SELECT (SELECT count(*)::int FROM book_fairs) AS fairs, (SELECT count(*)::int FROM organization_invitations) AS invitations, (SELECT string_agg(name || status, ',' ORDER BY id) FROM book_fairs) AS states, (SELECT string_agg(name || description, ',' ORDER BY id) FROM organizations) AS organizations`,
      );
    const before = await snapshot();

    const b404 = { slug: 'routes-b' };
    const bFairParams = { slug: 'routes-b', id: String(bFair!.id) };
    const routes: Array<[string, Handler, Record<string, string>, { body?: unknown; method?: string }]> = [
      ['GET organization', organizationRoute.GET, b404, {}],
      ['PUT organization', organizationRoute.PUT, b404, { body: PROFILE, method: 'PUT' }],
      ['GET fairs', fairsRoute.GET, b404, {}],
      ['POST fairs', fairsRoute.POST, b404, { body: fairBody }],
      ['PUT fair', fairRoute.PUT, bFairParams, { body: fairBody, method: 'PUT' }],
      ['POST schedule', scheduleRoute.POST, bFairParams, { method: 'POST' }],
      ['POST close', closeRoute.POST, bFairParams, { method: 'POST' }],
      ['POST invitations', invitationsRoute.POST, b404, { body: { email: 'friend@tools.test' } }],
    ];
    const aliceToken = await tokenOf(alice.id);
    for (const [name, handler, params, options] of routes) {
      expect((await call(handler, params, options)).status, `${name} without a token`).toBe(401);
      expect(await call(handler, params, { ...options, token: await tokenOf(guest, [], 'guest') }), `${name} as a guest`).toMatchObject({
        status: 401,
        body: { Error: 'SIGN_IN_REQUIRED' },
      });
      expect(await call(handler, params, { ...options, token: await tokenOf(customer.id, []) }), `${name} as a customer`).toMatchObject({
        status: 403,
        body: { Error: 'ORGANIZER_ONLY', message: expect.stringContaining('organizers') },
      });
      const other = await call(handler, params, { ...options, token: aliceToken });
      expect(other, `${name} on another organization`).toMatchObject({
        status: 404,
        body: { Error: 'ORGANIZATION_NOT_FOUND', message: expect.stringContaining('routes-b') },
      });
      // The organizer scope alone is not membership: a customer whose token claims it still reaches nobody's organization.
      expect((await call(handler, params, { ...options, token: await tokenOf(customer.id) })).status, `${name} with the scope but no membership`).toBe(404);
      expect(await call(handler, { ...params, slug: 'Not A Slug!' }, { ...options, token: aliceToken }), `${name} with a bad slug`).toMatchObject({
        status: 400,
        body: { Error: 'INVALID_PARAMS', message: expect.stringContaining('org') },
      });
      if ('id' in params) {
        expect(await call(handler, { slug: 'routes-a', id: 'abc' }, { ...options, token: aliceToken }), `${name} with a bad id`).toMatchObject({
          status: 400,
          body: { Error: 'INVALID_PARAMS', message: expect.stringContaining('fair id') },
        });
        expect(await call(handler, { slug: 'routes-a', id: '999999' }, { ...options, token: aliceToken }), `${name} with an unknown id`).toMatchObject({
          status: 404,
          body: { Error: 'FAIR_NOT_FOUND' },
        });
      }
    }
    expect(await call(fairsRoute.POST, { slug: 'routes-a' }, { token: aliceToken, body: { ...fairBody, endDate: '2026-09-01', goal: -5 } })).toMatchObject({
      status: 400,
      body: {
        Error: 'VALIDATION_FAILED',
        message: expect.stringMatching(/goal: The goal cannot be negative.*endDate: The last day cannot be before the first day/),
      },
    });
    expect(
      await call(
        organizationRoute.PUT,
        { slug: 'routes-a' },
        { token: aliceToken, body: { ...PROFILE, logoUrl: 'http://insecure.test/logo.png' }, method: 'PUT' },
      ),
    ).toMatchObject({ status: 400, body: { Error: 'VALIDATION_FAILED', message: expect.stringContaining('logoUrl') } });
    expect(await call(organizationRoute.PUT, { slug: 'routes-a' }, { token: aliceToken, body: { ...PROFILE, region: 'ON' }, method: 'PUT' })).toMatchObject({
      status: 422,
      body: { Error: 'INVALID_ADDRESS', message: expect.stringContaining('region') },
    });
    expect(await call(invitationsRoute.POST, { slug: 'routes-a' }, { token: aliceToken, body: { email: 'not an email' } })).toMatchObject({
      status: 400,
      body: { Error: 'VALIDATION_FAILED', message: expect.stringContaining('email') },
    });
    expect(await call(acceptRoute.POST, {}, { body: { token: 'x'.repeat(30) } })).toMatchObject({ status: 401 });
    expect(await snapshot()).toEqual(before);

    // The organizer's own organization works through the same routes.
    const created = await call(fairsRoute.POST, { slug: 'routes-a' }, { token: aliceToken, body: fairBody });
    expect(created).toMatchObject({
      status: 201,
      body: {
        fair: {
          name: 'Route Fair',
          status: 'draft',
          goal: 1500.5,
          shipToSchool: false,
          startDate: '2026-09-14',
          endDate: '2026-09-18',
          onlineStartDate: '2026-09-14',
          onlineEndDate: '2026-09-18',
          sales: 0,
          progressPercent: 0,
        },
      },
    });
    const id = String((created.body.fair as { _id: number })._id);
    expect(await call(scheduleRoute.POST, { slug: 'routes-a', id }, { token: aliceToken, method: 'POST' })).toMatchObject({
      status: 200,
      body: { fair: { status: 'scheduled' } },
    });
    const listed = await call(fairsRoute.GET, { slug: 'routes-a' }, { token: aliceToken });
    expect(listed).toMatchObject({
      status: 200,
      body: { organization: { org: 'routes-a', currency: 'USD' }, shopUrl: 'https://shop.test/org/routes-a', qrCodeSvg: expect.stringContaining('<svg') },
    });
    const own = await call(organizationRoute.GET, { slug: 'routes-a' }, { token: aliceToken });
    expect(own).toMatchObject({
      status: 200,
      body: {
        organization: { org: 'routes-a', currency: 'USD' },
        organizers: [{ email: alice.email }],
        rewards: { base: 0, bookfair: 0, total: 0, orders: 0 },
      },
    });
  });

  it("saves the profile with the address written the post office's way; a Canadian organization takes Canadian codes only", async () => {
    const us = await organization('profile-us');
    const ca = await organization('profile-ca', 'ca');
    const pat = await organizer('pat', us);
    await db().execute(sql`INSERT INTO organization_members (organization_id, user_id) VALUES (${ca}, ${pat.id})`);
    const saved = await updateOrganizationProfile(pat.id, 'profile-us', { ...PROFILE, postalCode: '62704-1234' }, db());
    expect(saved).toMatchObject({
      name: 'Oak Hill PTA',
      address: { line1: '5 School Rd', city: 'Springfield', region: 'IL', postalCode: '62704-1234', country: 'US' },
      logoUrl: 'https://oak.test/logo.png',
      description: 'Readers all.',
      currency: 'USD',
    });
    await expect(updateOrganizationProfile(pat.id, 'profile-ca', PROFILE, db())).rejects.toMatchObject({
      status: 422,
      code: 'INVALID_ADDRESS',
      message: expect.stringContaining('region: Choose a Canadian province'),
    });
    const canadian = await updateOrganizationProfile(
      pat.id,
      'profile-ca',
      organizationProfileSchema.parse({ ...PROFILE, region: 'on', postalCode: 'k1a0b1' }),
      db(),
    );
    expect(canadian).toMatchObject({ address: { region: 'ON', postalCode: 'K1A 0B1', country: 'CA' }, currency: 'CAD' });
    expect((await fairsView(pat.id, 'profile-ca', organizationSales, db())).shopUrl).toBe('https://shop.test/ca/org/profile-ca');
  });

  it("runs a fair's life: a draft, edited, scheduled once, closed once, then frozen", async () => {
    const org = await organization('lifecycle');
    const lee = await organizer('lee', org);
    const id = await createFair(lee.id, 'lifecycle', fairInput(), db());
    expect((await fairsView(lee.id, 'lifecycle', organizationSales, db())).fairs).toEqual([
      expect.objectContaining({ id, name: 'Spring Fair', status: 'draft', startDate: '2026-04-13', endDate: '2026-04-17' }),
    ]);
    await updateFair(
      lee.id,
      'lifecycle',
      id,
      fairInput({ name: 'Spring Fair 2026', onlineStartDate: '2026-04-10', onlineEndDate: '2026-04-24', goal: 2500 }),
      db(),
    );
    await scheduleFair(lee.id, 'lifecycle', id, db());
    await expect(scheduleFair(lee.id, 'lifecycle', id, db())).rejects.toMatchObject({
      status: 409,
      code: 'FAIR_NOT_DRAFT',
      message: expect.stringContaining('already scheduled'),
    });
    expect((await fairsView(lee.id, 'lifecycle', organizationSales, db())).fairs[0]).toMatchObject({
      name: 'Spring Fair 2026',
      status: 'scheduled',
      onlineStartDate: '2026-04-10',
      onlineEndDate: '2026-04-24',
      progress: { goalCents: 250_000 },
    });
    await closeFair(lee.id, 'lifecycle', id, db());
    await expect(closeFair(lee.id, 'lifecycle', id, db())).rejects.toMatchObject({ status: 409, code: 'FAIR_CLOSED' });
    await expect(updateFair(lee.id, 'lifecycle', id, fairInput(), db())).rejects.toMatchObject({ status: 409, code: 'FAIR_CLOSED' });
    await expect(scheduleFair(lee.id, 'lifecycle', id, db())).rejects.toMatchObject({
      status: 409,
      code: 'FAIR_NOT_DRAFT',
      message: expect.stringContaining('closed'),
    });
    expect((await fairsView(lee.id, 'lifecycle', organizationSales, db())).fairs[0]).toMatchObject({ name: 'Spring Fair 2026', status: 'closed' });
  });

  it("invites a co-organizer by email: only the token's hash is stored, the link works once, for 14 days, for that email", async () => {
    const org = await organization('invites');
    const host = await organizer('host', org);
    const friend = await person('friend');
    const stranger = await person('stranger');
    const sentAt = new Date();
    const invitation = await inviteOrganizer(host.id, 'invites', friend.email, db(), sentAt);
    expect(invitation.expiresAt).toEqual(new Date(sentAt.getTime() + 14 * DAY));
    const token = invitationTokenFor(friend.email);
    const [stored] = await queryRows<{ token_hash: string }>(db(), sql`SELECT token_hash FROM organization_invitations WHERE email = ${friend.email}`);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(token);
    expect((await organizationManagerView(host.id, 'invites', db())).openInvitations).toEqual([
      { id: expect.any(Number), email: friend.email, expiresAt: invitation.expiresAt },
    ]);

    await expect(acceptInvitation(stranger.id, token, db())).rejects.toMatchObject({
      status: 403,
      code: 'INVITATION_FOR_ANOTHER_EMAIL',
      message: expect.stringContaining(friend.email),
    });
    await expect(acceptInvitation(friend.id, `${token}x`, db())).rejects.toMatchObject({ status: 404, code: 'INVITATION_NOT_FOUND' });
    // The friend, a plain customer, reaches nothing before accepting.
    await expect(organizationManagerView(friend.id, 'invites', db())).rejects.toMatchObject({ status: 404 });

    expect(await call(acceptRoute.POST, {}, { token: await tokenOf(friend.id, []), body: { token } })).toEqual({
      status: 200,
      body: { org: 'invites', name: 'invites School', site: 'us' },
    });
    expect(await queryRows(db(), sql`SELECT scopes FROM users WHERE id = ${friend.id}`)).toEqual([{ scopes: ['organizer'] }]);
    const view = await organizationManagerView(friend.id, 'invites', db());
    expect(view.organizers.map((entry) => entry.email).sort()).toEqual([friend.email, host.email].sort());
    expect(view.openInvitations).toEqual([]);
    await expect(acceptInvitation(friend.id, token, db())).rejects.toMatchObject({ status: 409, code: 'INVITATION_USED' });
    await expect(inviteOrganizer(host.id, 'invites', friend.email, db())).rejects.toMatchObject({ status: 409, code: 'ALREADY_ORGANIZER' });

    const late = await person('late');
    await inviteOrganizer(host.id, 'invites', late.email, db(), new Date(Date.now() - 15 * DAY));
    await expect(acceptInvitation(late.id, invitationTokenFor(late.email), db())).rejects.toMatchObject({ status: 410, code: 'INVITATION_EXPIRED' });
    expect(await queryRows(db(), sql`SELECT scopes FROM users WHERE id = ${late.id}`)).toEqual([{ scopes: [] }]);
  });

  it("counts a fair's sales from real orders placed in its online window: paid ones, less refunds, not others' or outside ones", async () => {
    const skus = await seedStockedUsSkus(db(), 6);
    const org = await organization('sales-school');
    await organization('other-school');
    const sam = await organizer('sam', org);
    const now = Date.now();
    const open = await createFair(
      sam.id,
      'sales-school',
      fairInput({ name: 'Open fair', startDate: dateOf(now - 2 * DAY), endDate: dateOf(now + 2 * DAY), goal: 100 }),
      db(),
    );
    await scheduleFair(sam.id, 'sales-school', open, db());
    await createFair(
      sam.id,
      'sales-school',
      fairInput({ name: 'Old fair', startDate: dateOf(now - 40 * DAY), endDate: dateOf(now - 35 * DAY), goal: 50 }),
      db(),
    );

    async function orderFor(slug: string, sku: string, quantity: number) {
      const userId = (await resumeOrCreateGuest(null, db())).id;
      await changeCart(userId, 'us', { kind: 'add', sku, quantity }, db());
      const choices: CheckoutChoices = {
        site: 'us',
        email: 'sales@tools.test',
        shippingAddress: NY,
        shippingMethod: 'standard',
        organization: slug,
        giftCardCodes: [],
      };
      const { totals } = await inTransaction(db(), async (tx) => priceCheckout(tx, userId, choices, new Date()));
      const placed = await placeOrder({
        userId,
        idempotencyKey: crypto.randomUUID(),
        choices,
        expectedTotalCents: totals.totalCents,
        card: CARD,
        provider: testPaymentProvider,
        baseUrl: 'http://shop.test',
        db: db(),
      });
      expect(placed.status).toBe(201);
      return (await orderOf(userId, (placed.body as PlacementAnswer).order.number, db()))!;
    }
    const kept = await orderFor('sales-school', skus[0]!, 1);
    const refunded = await orderFor('sales-school', skus[1]!, 2);
    await refundOrder(
      refunded.number,
      { lines: [{ lineId: refunded.lines[0]!.id, quantity: 1 }], reason: 'Damaged', actor: 'operator' },
      testPaymentProvider,
      db(),
    );
    const cancelled = await orderFor('sales-school', skus[2]!, 1);
    await db().execute(sql`UPDATE orders SET status = 'cancelled' WHERE number = ${cancelled.number}`);
    const earlier = await orderFor('sales-school', skus[3]!, 1);
    await db().execute(sql`UPDATE orders SET placed_at = ${new Date(now - 10 * DAY)} WHERE number = ${earlier.number}`);
    await orderFor('other-school', skus[4]!, 3);

    const amounts = await queryRows<{ number: string; items: number; discount: number; refunded: number }>(
      db(),
      sql`SELECT number, items_cents AS items, discount_cents AS discount, refunded_cents AS refunded FROM orders WHERE number IN (${kept.number}, ${refunded.number})`,
    );
    expect(amounts.find((row) => row.number === refunded.number)!.refunded).toBeGreaterThan(0);
    const expected = amounts.reduce((sum, row) => sum + row.items - row.discount - row.refunded, 0);
    const { fairs } = await fairsView(sam.id, 'sales-school', organizationSales, db());
    const fair = fairs.find((entry) => entry.name === 'Open fair')!;
    expect(fair).toMatchObject({
      phase: 'active',
      status: 'scheduled',
      progress: { salesCents: expected, goalCents: 10_000, percent: Math.min(100, Math.floor((expected * 100) / 10_000)) },
    });
    expect(fairs.find((entry) => entry.name === 'Old fair')).toMatchObject({
      phase: 'past',
      status: 'draft',
      progress: { salesCents: 0, goalCents: 5_000, percent: 0 },
    });
  });
});
