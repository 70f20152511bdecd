import type { Session } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { beforeAll, expect, it } from 'vitest';
import { signAccessToken } from '@/lib/api/access-token';
import * as registerRoute from '@/app/api/account/v1/register/route';
import * as profileRoute from '@/app/api/account/v1/profile/route';
import * as passwordRoute from '@/app/api/account/v1/password/route';
import * as confirmRoute from '@/app/api/account/v1/email-change/confirm/route';
import * as cartRoute from '@/app/api/cart/v1/route';
import { mailsTo } from '../../../tests/support/mail';
import { callRoute } from '../../../tests/support/route-call';
import { temporaryDataDir } from '../../../tests/support/data-dir';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { requestPasswordReset, resetPassword } from './password-reset.server';
import { requestEmailChange } from './email-change.server';
import { changePassword, isCurrentCaller, mergeGuestInto, resumeOrCreateGuest, verifyCredentials } from './users.server';

const dataDir = temporaryDataDir('access-tokens', { PUBLIC_URL: 'https://shop.test' });
const lastMailTo = (email: string): string => mailsTo(dataDir, email).at(-1) ?? '';

const PASSWORD = 'correct horse 1';

const SESSION_ENDED = {
  status: 401,
  body: { Error: 'SESSION_ENDED', message: 'Your password or email changed since you signed in on this device. Please sign in again.' },
};

/**
 * Issue 18, finding 2: a password change or reset (or a confirmed email change) ends the other sessions, and with them
 * the access tokens they were given: a token made before the change is refused by every API at once, not when it
 * expires 15 minutes later.
 */
describeEachDatabase('access tokens end with the credentials they were made for (issue 18)', (database) => {
  const db = () => database().db;
  useAsProcessDatabase(database);
  let counter = 0;

  type Authorize = (credentials: Record<string, string>, request: { headers: Record<string, string> }) => Promise<Record<string, unknown> | null>;
  let authorize: Authorize;
  let jwt: (params: { token: JWT; user?: unknown }) => Promise<JWT>;
  let sessionOf: (params: { session: Session; token: JWT }) => Promise<Session & { accessToken: string }>;
  beforeAll(async () => {
    const { authOptions } = await import('./auth-options.server');
    authorize = (authOptions.providers[1] as unknown as { options: { authorize: Authorize } }).options.authorize;
    jwt = authOptions.callbacks!.jwt! as typeof jwt;
    sessionOf = authOptions.callbacks!.session! as unknown as typeof sessionOf;
  });

  /** A device signs in and reads its session, as the browser does: the access token next-auth hands it. */
  async function deviceToken(email: string, password = PASSWORD): Promise<string> {
    const user = await authorize({ email, password }, { headers: {} });
    if (!user) throw new Error(`could not sign in as ${email}`);
    const token = await jwt({ token: { sub: user.id as string }, user });
    const session = await sessionOf({ session: { expires: new Date(Date.now() + 3600_000).toISOString() } as Session, token: await jwt({ token }) });
    return session.accessToken;
  }

  async function customer(): Promise<{ id: string; email: string }> {
    const email = `tokens${(counter += 1)}-${database().kind}@example.com`;
    const registration = { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace', site: 'us' };
    expect((await callRoute(registerRoute.POST, '/api/account/v1/register', { method: 'POST', body: registration })).status).toBe(201);
    return { id: (await verifyCredentials(email, PASSWORD, db()))!.id, email };
  }
  const profile = (token: string) => callRoute(profileRoute.GET, '/api/account/v1/profile', { token });

  it("refuses device B's token once device A changed the password; a token made after the change works", async () => {
    const { id, email } = await customer();
    const deviceA = await deviceToken(email);
    const deviceB = await deviceToken(email);
    expect(await profile(deviceB)).toMatchObject({ status: 200, body: { account: { id, email } } });

    const changed = await callRoute(passwordRoute.POST, '/api/account/v1/password', {
      method: 'POST',
      token: deviceA,
      body: { currentPassword: PASSWORD, newPassword: 'a new secret 22' },
    });
    expect(changed).toEqual({ status: 200, body: { message: 'Your password has been changed.' } });

    expect(await profile(deviceB)).toEqual(SESSION_ENDED);
    expect(await profile(deviceA)).toEqual(SESSION_ENDED);
    // Every authenticated API, not only the account's: the cart of a `session` route too.
    expect(await callRoute(cartRoute.GET, '/api/cart/v1?site=us', { token: deviceB })).toEqual(SESSION_ENDED);

    const renewed = await deviceToken(email, 'a new secret 22');
    expect(await profile(renewed)).toMatchObject({ status: 200, body: { account: { id, email } } });
  });

  it('refuses tokens made before a password reset through the emailed link', async () => {
    const { email } = await customer();
    const stolen = await deviceToken(email);
    await requestPasswordReset(email, 'us', db());
    const link = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(lastMailTo(email))?.[1];
    await resetPassword(link!, 'the owner is back 3', db());
    expect(await profile(stolen)).toEqual(SESSION_ENDED);
    expect((await profile(await deviceToken(email, 'the owner is back 3'))).status).toBe(200);
  });

  it('refuses tokens made before a confirmed email change', async () => {
    const { email } = await customer();
    const before = await deviceToken(email);
    const target = `moved${(counter += 1)}-${database().kind}@example.com`;
    const { id } = (await verifyCredentials(email, PASSWORD, db()))!;
    await requestEmailChange(id, { newEmail: target, currentPassword: PASSWORD, site: 'us' }, db());
    expect((await profile(before)).status).toBe(200);
    const link = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(lastMailTo(target))?.[1];
    expect((await callRoute(confirmRoute.POST, '/api/account/v1/email-change/confirm', { method: 'POST', body: { token: link, site: 'us' } })).status).toBe(
      200,
    );
    expect(await profile(before)).toEqual(SESSION_ENDED);
    expect(await profile(await deviceToken(target))).toMatchObject({ status: 200, body: { account: { id, email: target } } });
  });

  it("checks a customer's version in one lookup; a guest's token needs none and keeps working", async () => {
    const { id } = await customer();
    expect(await isCurrentCaller({ userId: id, credentialVersion: 0 }, db())).toBe(true);
    expect(await isCurrentCaller({ userId: id, credentialVersion: 1 }, db())).toBe(false);
    await changePassword(id, PASSWORD, 'another secret 4', db());
    expect(await isCurrentCaller({ userId: id, credentialVersion: 0 }, db())).toBe(false);
    expect(await isCurrentCaller({ userId: id, credentialVersion: 1 }, db())).toBe(true);
    // An account that is gone, or an id that names none, has no current token.
    expect(await isCurrentCaller({ userId: '00000000-0000-4000-8000-000000000000', credentialVersion: 0 }, db())).toBe(false);
    expect(await isCurrentCaller({ userId: 'not-a-uuid', credentialVersion: 0 }, db())).toBe(false);

    // A guest merged into an account at sign-in is no caller of its own any more.
    const merged = await resumeOrCreateGuest(null, db());
    expect(await isCurrentCaller({ userId: merged.id, credentialVersion: 0 }, db())).toBe(true);
    await mergeGuestInto(merged.id, id, db());
    expect(await isCurrentCaller({ userId: merged.id, credentialVersion: 0 }, db())).toBe(false);

    const guest = await resumeOrCreateGuest(null, db());
    const guestToken = await signAccessToken({ userId: guest.id, role: 'guest', scopes: [] });
    expect((await callRoute(cartRoute.GET, '/api/cart/v1?site=us', { token: guestToken })).status).toBe(200);
  });

  it('keeps a token signed before credential versions existed (no `cv` claim) for an account still at version 0', async () => {
    const { id, email } = await customer();
    const legacy = await signAccessToken({ userId: id, role: 'customer', scopes: [] });
    expect(await profile(legacy)).toMatchObject({ status: 200, body: { account: { email } } });
    await changePassword(id, PASSWORD, 'changed secret 5', db());
    expect(await profile(legacy)).toEqual(SESSION_ENDED);
  });
});
