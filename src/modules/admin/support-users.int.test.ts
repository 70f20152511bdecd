import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, expect, it } from 'vitest';
import { signAccessToken } from '@/lib/api/access-token';
import { ADMIN_SCOPE, ORGANIZER_SCOPE } from '@/modules/accounts';
import { registerCustomer } from '@/modules/accounts/index.server';
import { createSupportRequest, getSupportRequest, listSupportRequestsForStaff } from '@/modules/support/index.server';
import { temporaryDataDir } from '../../../tests/support/data-dir';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { historyOf } from './audit.server';
import { adminRoutes } from './routes.server';
import { supportAdminRoutes } from './support-routes.server';
import { closeFromBackOffice, replyFromBackOffice } from './support.server';
import { setScope, userForAdmin } from './users.server';

const dataDir = temporaryDataDir('admin-support');
const mailsTo = (email: string) =>
  readdirSync(path.join(dataDir, 'outbox'))
    .filter((name) => name.includes(email))
    .map((name) => readFileSync(path.join(dataDir, 'outbox', name), 'utf8'));

describeEachDatabase('back office: support requests and users', (database) => {
  const db = () => database().db;
  useAsProcessDatabase(database);
  let people = 0;
  const account = async (scopes: string[] = []) => {
    const email = `person${(people += 1)}@office.test`;
    const { id } = await registerCustomer({ email, password: 'ShelfKeeper2026', firstName: 'Pat', lastName: 'Person', newsletter: false }, db());
    if (scopes.length) await db().execute(sql`UPDATE users SET scopes = ${`{${scopes.join(',')}}`}::text[] WHERE id = ${id}`);
    return { id, email };
  };
  const staff = { id: '', email: '' };
  beforeAll(async () => Object.assign(staff, await account([ADMIN_SCOPE])));

  const call = async (
    who: { id: string },
    scopes: string[],
    handler: (request: NextRequest, context: { params: Promise<unknown> }) => Promise<Response>,
    path: string,
    body?: unknown,
    params: unknown = {},
  ) => {
    const token = await signAccessToken({ userId: who.id, role: 'customer', scopes });
    const request = new NextRequest(`http://localhost/api/admin/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return handler(request, { params: Promise.resolve(params) });
  };

  it('lists requests by status with the customer, replies as staff and closes, each with an audit entry; the customer reads the reply', async () => {
    const customer = await account();
    const request = await createSupportRequest(customer.id, 'us', { topic: 'shipping', message: 'Where is my parcel, please?' }, db());
    const open = await listSupportRequestsForStaff('open', db());
    expect(open.find((listed) => listed.id === request.id)).toMatchObject({
      customerEmail: customer.email,
      status: 'open',
      preview: 'Where is my parcel, please?',
    });
    expect((await listSupportRequestsForStaff('answered', db())).map((listed) => listed.id)).not.toContain(request.id);

    const answered = await replyFromBackOffice(staff, request.id, { message: 'It left our warehouse today.', authorName: 'Jo' }, db());
    expect(answered).toMatchObject({ status: 'answered', customerEmail: customer.email });
    const seen = await getSupportRequest(customer.id, request.id, db());
    expect(seen.messages.at(-1)).toMatchObject({ author: 'staff', authorName: 'Jo', body: 'It left our warehouse today.' });
    expect((await listSupportRequestsForStaff('answered', db())).map((listed) => listed.id)).toContain(request.id);
    const [mail] = mailsTo(customer.email);
    expect(mail).toContain('Subject: We replied to your support request about Shipping & delivery');
    expect(mail).toContain(`/support-requests/${request.id}`);

    const closed = await closeFromBackOffice(staff, request.id, db());
    expect(closed.status).toBe('closed');
    expect((await listSupportRequestsForStaff(null, db())).map((listed) => listed.id)).toContain(request.id);
    expect(await historyOf(db(), 'support-request', String(request.id))).toMatchObject([
      { action: 'support.close', actorEmail: staff.email, before: { status: 'answered' }, after: { status: 'closed' } },
      {
        action: 'support.reply',
        actorEmail: staff.email,
        before: { status: 'open', messageCount: 1 },
        after: { status: 'answered', messageCount: 2, reply: 'It left our warehouse today.' },
      },
    ]);
  });

  it('answers an empty reply with a 400 and an unknown request with a 404, changing nothing; customers get a 403', async () => {
    const customer = await account();
    const request = await createSupportRequest(customer.id, 'ca', { topic: 'account', message: 'I cannot change my email.' }, db());
    const empty = await call(
      staff,
      [ADMIN_SCOPE],
      supportAdminRoutes.reply,
      `/support-requests/${request.id}/replies`,
      { message: '   ' },
      { id: String(request.id) },
    );
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ Error: 'VALIDATION_FAILED', message: expect.stringContaining('Write a reply.') });
    const unknown = await call(staff, [ADMIN_SCOPE], supportAdminRoutes.close, '/support-requests/99999999/close', undefined, { id: '99999999' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ Error: 'SUPPORT_REQUEST_NOT_FOUND' });
    const sneaky = await call(customer, [], supportAdminRoutes.close, `/support-requests/${request.id}/close`, undefined, { id: String(request.id) });
    expect(sneaky.status).toBe(403);
    expect((await getSupportRequest(customer.id, request.id, db())).status).toBe('open');
    expect(await historyOf(db(), 'support-request', String(request.id))).toEqual([]);

    const replied = await call(
      staff,
      [ADMIN_SCOPE],
      supportAdminRoutes.reply,
      `/support-requests/${request.id}/replies`,
      { message: 'Done: check your inbox.' },
      { id: String(request.id) },
    );
    expect(replied.status).toBe(201);
    expect(await replied.json()).toMatchObject({
      request: { status: 'answered', messages: [{ author: 'customer' }, { author: 'staff', authorName: 'Bookfair Shop support' }] },
    });
  });

  it('shows an account with its role and scopes; grants and revokes the organizer scope with audit entries', async () => {
    const newcomer = await account();
    expect(await userForAdmin(newcomer.email.toUpperCase(), db())).toMatchObject({ email: newcomer.email, name: 'Pat Person', role: 'customer', scopes: [] });
    expect(await userForAdmin('nobody@office.test', db())).toBeNull();
    expect(await setScope(staff, newcomer.email, ORGANIZER_SCOPE, true, db())).toEqual([ORGANIZER_SCOPE]);
    expect((await userForAdmin(newcomer.email, db()))!.scopes).toEqual([ORGANIZER_SCOPE]);
    expect(await setScope(staff, newcomer.email, ORGANIZER_SCOPE, false, db())).toEqual([]);
    expect((await historyOf(db(), 'user', newcomer.email)).map((entry) => [entry.action, entry.after])).toEqual([
      ['user.revoke-scope', { scopes: [] }],
      ['user.grant-scope', { scopes: [ORGANIZER_SCOPE] }],
    ]);
  });

  it('refuses staff taking away their own admin scope with a 409 that says why, and changes nothing; a colleague may', async () => {
    const boss = await account([ADMIN_SCOPE]);
    await expect(setScope(boss, boss.email, ADMIN_SCOPE, false, db())).rejects.toMatchObject({
      status: 409,
      code: 'OWN_ADMIN_SCOPE',
      message: 'You cannot take away your own staff access. Ask another member of staff to do it.',
    });
    const answer = await call(boss, [ADMIN_SCOPE], adminRoutes.setScope, '/users/scopes', { email: boss.email, scope: 'admin', granted: false });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ Error: 'OWN_ADMIN_SCOPE', message: expect.stringContaining('You cannot take away your own staff access.') });
    expect((await userForAdmin(boss.email, db()))!.scopes).toEqual([ADMIN_SCOPE]);
    expect(await historyOf(db(), 'user', boss.email)).toEqual([]);
    // Their own organizer scope is theirs to give and take.
    expect(await setScope(boss, boss.email, ORGANIZER_SCOPE, true, db())).toEqual([ADMIN_SCOPE, ORGANIZER_SCOPE]);
    expect(await setScope(staff, boss.email, ADMIN_SCOPE, false, db())).toEqual([ORGANIZER_SCOPE]);
  });
});
