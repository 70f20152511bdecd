import { beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/lib/api/access-token';
import * as registerRoute from '@/app/api/account/v1/register/route';
import * as profileRoute from '@/app/api/account/v1/profile/route';
import * as confirmRoute from '@/app/api/account/v1/email-change/confirm/route';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import { requestEmailChange } from './email-change.server';
import { mailsTo as mailsOf } from '../../../tests/support/mail';
import { callRoute } from '../../../tests/support/route-call';
import { temporaryDataDir } from '../../../tests/support/data-dir';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import type { JWT } from 'next-auth/jwt';
import { requestPasswordReset, resetPassword } from './password-reset.server';
import { changePassword, getAccount, getViewer, resumeOrCreateGuest, verifyCredentials } from './users.server';

const dataDir = temporaryDataDir('sessions', { PUBLIC_URL: 'https://shop.test' });

const mailsTo = (email: string) => mailsOf(dataDir, email);

const PASSWORD = 'correct horse 1';

describeEachDatabase('sessions and account takeovers (issue 18)', (database) => {
  const db = () => database().db;
  useAsProcessDatabase(database);
  let counter = 0;
  const newEmail = (label: string) => `${label}${(counter += 1)}-${database().kind}@example.com`;
  const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    site: 'us',
    ...overrides,
  });

  describe("registering over another visitor's guest (finding 6)", () => {
    it("leaves a guest named in the body alone: only the caller's own guest session becomes the account", async () => {
      const victim = await resumeOrCreateGuest(null, db());
      const email = newEmail('intruder');
      const answer = await callRoute(registerRoute.POST, '/api/account/v1/register', { body: registration(email, { guestId: victim.id }) });
      expect(answer.status).toBe(201);
      expect(await getViewer(victim.id, db())).toMatchObject({ id: victim.id, role: 'guest', email: null });
      const intruder = await verifyCredentials(email, PASSWORD, db());
      expect(intruder?.id).not.toBe(victim.id);
    });

    it('turns the guest of the bearer token (the guest session) into the account, and no one else', async () => {
      const guest = await resumeOrCreateGuest(null, db());
      const other = await resumeOrCreateGuest(null, db());
      const email = newEmail('guest');
      const token = await signAccessToken({ userId: guest.id, role: 'guest', scopes: [] });
      const answer = await callRoute(registerRoute.POST, '/api/account/v1/register', { body: registration(email, { guestId: other.id }), token });
      expect(answer.status).toBe(201);
      expect(await getAccount(guest.id, db())).toMatchObject({ id: guest.id, email, role: 'customer' });
      expect(await getViewer(other.id, db())).toMatchObject({ role: 'guest' });
    });

    it("never turns a customer's token into a second account's id", async () => {
      const owner = await verifyCredentials(newEmail('none'), PASSWORD, db());
      expect(owner).toBeNull();
      const customerEmail = newEmail('owner');
      await callRoute(registerRoute.POST, '/api/account/v1/register', { body: registration(customerEmail) });
      const customer = (await verifyCredentials(customerEmail, PASSWORD, db()))!;
      const token = await signAccessToken({ userId: customer.id, role: 'customer', scopes: [] });
      const email = newEmail('second');
      expect((await callRoute(registerRoute.POST, '/api/account/v1/register', { body: registration(email), token })).status).toBe(201);
      expect((await verifyCredentials(email, PASSWORD, db()))?.id).not.toBe(customer.id);
      expect(await getAccount(customer.id, db())).toMatchObject({ email: customerEmail });
    });
  });

  describe('registration tells no one which emails have accounts (finding 8)', () => {
    it('answers a taken email exactly as a new one, changes nothing, and emails the owner instead', async () => {
      const email = newEmail('owner');
      const fresh = await callRoute(registerRoute.POST, '/api/account/v1/register', { body: registration(email) });
      const owner = (await verifyCredentials(email, PASSWORD, db()))!;
      const mailsBefore = mailsTo(email).length;
      const guest = await resumeOrCreateGuest(null, db());
      const token = await signAccessToken({ userId: guest.id, role: 'guest', scopes: [] });
      const taken = await callRoute(registerRoute.POST, '/api/account/v1/register', {
        body: registration(email.toUpperCase(), { password: 'mallory wants in 1', firstName: 'Mallory' }),
        token,
      });
      expect(taken).toEqual(fresh);
      expect(taken).toEqual({ status: 201, body: { message: 'Thank you. Sign in with this email and password to continue.' } });
      expect(await getAccount(owner.id, db())).toMatchObject({ email, firstName: 'Ada' });
      expect(await verifyCredentials(email, 'mallory wants in 1', db())).toBeNull();
      expect(await getViewer(guest.id, db())).toMatchObject({ role: 'guest' });
      // The notice is sent without holding the answer back: wait for it.
      await expect.poll(() => mailsTo(email).length).toBe(mailsBefore + 1);
      const notice = mailsTo(email).at(-1)!;
      expect(notice).toContain('You already have a Book Fair Shop account');
      expect(notice).toContain('https://shop.test/login');
      expect(notice).toContain('https://shop.test/account/forgot-password');
      expect(notice).not.toContain('mallory wants in 1');
    });

    it('still refuses a bad body with the field named', async () => {
      const answer = await callRoute(registerRoute.POST, '/api/account/v1/register', { body: registration('not-an-email') });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ Error: 'VALIDATION_FAILED' });
    });
  });

  describe('a password change or reset ends the other sessions (finding 2)', () => {
    type Authorize = (credentials: Record<string, string>, request: { headers: Record<string, string> }) => Promise<Record<string, unknown> | null>;
    let authorize: Authorize;
    let jwt: (params: { token: JWT; user?: unknown }) => Promise<JWT>;
    // Loaded here, not imported at the top: its module reads the environment, which this file points at its own folder.
    beforeAll(async () => {
      const { authOptions } = await import('./auth-options.server');
      authorize = (authOptions.providers[1] as unknown as { options: { authorize: Authorize } }).options.authorize;
      jwt = authOptions.callbacks!.jwt! as typeof jwt;
    });

    /** A session as next-auth makes it at sign-in: authorize, then the jwt callback with the user. */
    async function signIn(email: string, password = PASSWORD): Promise<JWT> {
      const user = await authorize({ email, password }, { headers: {} });
      if (!user) throw new Error(`could not sign in as ${email}`);
      return jwt({ token: { sub: user.id as string }, user });
    }
    /** A later read of the session (every request that reads it goes through this callback). */
    const read = (token: JWT) => jwt({ token });

    const customer = async () => {
      const email = newEmail('devices');
      expect((await callRoute(registerRoute.POST, '/api/account/v1/register', { body: registration(email) })).status).toBe(201);
      return email;
    };

    it('keeps a session while nothing changes', async () => {
      const email = await customer();
      const session = await signIn(email);
      expect(session).toMatchObject({ email, role: 'customer', credentialVersion: 0 });
      expect(await read(await read(session))).toMatchObject({ email, credentialVersion: 0 });
    });

    it("ends the second device's session after a password change; a new sign-in with the new password is read again", async () => {
      const email = await customer();
      const laptop = await signIn(email);
      const phone = await signIn(email);
      const { id } = (await verifyCredentials(email, PASSWORD, db()))!;
      await changePassword(id, PASSWORD, 'a new secret 22', db());
      await expect(read(phone)).rejects.toThrow(/password or email changed/);
      await expect(read(laptop)).rejects.toThrow(/password or email changed/);
      // The device that made the change signs in again with the new password (the page does it for its shopper).
      const renewed = await signIn(email, 'a new secret 22');
      expect(renewed).toMatchObject({ credentialVersion: 1 });
      expect(await read(renewed)).toMatchObject({ email, credentialVersion: 1 });
      await expect(signIn(email)).rejects.toThrow(/could not sign in/);
    });

    it('ends every session after a password reset through the emailed link', async () => {
      const email = await customer();
      const stolen = await signIn(email);
      await requestPasswordReset(email, 'us', db());
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailsTo(email).at(-1) ?? '')?.[1];
      expect(token).toBeDefined();
      await resetPassword(token!, 'the owner is back 3', db());
      await expect(read(stolen)).rejects.toThrow(/password or email changed/);
      expect(await read(await signIn(email, 'the owner is back 3'))).toMatchObject({ email, credentialVersion: 1 });
    });

    it('keeps guests and sessions made before credential versions (no claim) as they were', async () => {
      const guest = await resumeOrCreateGuest(null, db());
      expect(await read({ sub: guest.id, role: 'guest' })).toMatchObject({ sub: guest.id, role: 'guest' });
      const email = await customer();
      const { id } = (await verifyCredentials(email, PASSWORD, db()))!;
      expect(await read({ sub: id, role: 'customer' })).toMatchObject({ email });
      await expect(read({ sub: id, role: 'customer', credentialVersion: 3 })).rejects.toThrow(/password or email changed/);
    });
  });

  describe('changing the email needs the password and a link to the new address (finding 3)', () => {
    const customer = async (label = 'mover') => {
      const email = newEmail(label);
      await callRoute(registerRoute.POST, '/api/account/v1/register', { body: registration(email) });
      const { id } = (await verifyCredentials(email, PASSWORD, db()))!;
      return { id, email, token: await signAccessToken({ userId: id, role: 'customer', scopes: [] }) };
    };
    const put = (token: string, body: Record<string, unknown>) => callRoute(profileRoute.PUT, '/api/account/v1/profile', { method: 'PUT', token, body });
    const profile = (email: string, extra: Record<string, unknown> = {}) => ({
      firstName: 'Changed',
      lastName: 'Name',
      email,
      newsletter: false,
      site: 'us',
      ...extra,
    });
    const linkToken = (mail: string | undefined) => /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
    const confirm = (token: string | undefined) => callRoute(confirmRoute.POST, '/api/account/v1/email-change/confirm', { body: { token, site: 'us' } });

    it('refuses a new email without the current password, or with a wrong one, and changes nothing', async () => {
      const { id, email, token } = await customer();
      const target = newEmail('wanted');
      expect(await put(token, profile(target))).toEqual({
        status: 400,
        body: { Error: 'CURRENT_PASSWORD_REQUIRED', message: 'Enter your current password to change your email.' },
      });
      expect(await put(token, profile(target, { currentPassword: 'not the password' }))).toMatchObject({ status: 400, body: { Error: 'WRONG_PASSWORD' } });
      expect(await getAccount(id, db())).toMatchObject({ email, firstName: 'Ada' });
      expect(mailsTo(target)).toHaveLength(0);
    });

    it('keeps the old email until the link is opened; the link works once, ends every session, and the old address was told', async () => {
      const { id, email, token } = await customer();
      const target = newEmail('confirmed');
      const answer = await put(token, profile(target.toUpperCase(), { currentPassword: PASSWORD }));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        account: { id, email, firstName: 'Changed' },
        pendingEmail: target,
        message: `Your details are saved. We sent a link to ${target}: your email changes once you open it.`,
      });
      expect(await getAccount(id, db())).toMatchObject({ email });
      expect(await verifyCredentials(target, PASSWORD, db())).toBeNull();

      const [link] = mailsTo(target);
      const secret = linkToken(link);
      expect(link).toContain('https://shop.test/account/confirm-email?token=');
      const [stored] = await queryRows<{ token_hash: string; new_email: string }>(
        db(),
        sql`SELECT token_hash, new_email FROM email_changes WHERE user_id = ${id}`,
      );
      expect(stored).toEqual({ token_hash: createHash('sha256').update(secret!).digest('hex'), new_email: target });
      const notice = mailsTo(email).at(-1)!;
      expect(notice).toContain(target);
      expect(notice).toContain('https://shop.test/account/forgot-password');
      expect(notice).not.toContain(secret!);

      expect(await confirm(secret)).toEqual({ status: 200, body: { message: `Your email is now ${target}. Sign in with it to continue.` } });
      expect(await getAccount(id, db())).toMatchObject({ email: target });
      expect(await verifyCredentials(target, PASSWORD, db())).toMatchObject({ id });
      expect(await verifyCredentials(email, PASSWORD, db())).toBeNull();
      const { authOptions } = await import('./auth-options.server');
      const jwt = authOptions.callbacks!.jwt! as (params: { token: JWT }) => Promise<JWT>;
      await expect(jwt({ token: { sub: id, role: 'customer', credentialVersion: 0 } })).rejects.toThrow(/password or email changed/);
      expect(await confirm(secret)).toMatchObject({ status: 400, body: { Error: 'EMAIL_CHANGE_LINK_INVALID' } });
    });

    it('refuses an expired link, an older link once a newer one was asked for, and made-up tokens', async () => {
      const { id, email } = await customer();
      const old = newEmail('old-link');
      await requestEmailChange(id, { newEmail: old, currentPassword: PASSWORD, site: 'us' }, db(), new Date(Date.now() - 25 * 3600_000));
      expect(await confirm(linkToken(mailsTo(old)[0]))).toMatchObject({ status: 400, body: { Error: 'EMAIL_CHANGE_LINK_INVALID' } });
      const first = newEmail('first');
      const second = newEmail('second');
      await requestEmailChange(id, { newEmail: first, currentPassword: PASSWORD, site: 'us' }, db());
      await requestEmailChange(id, { newEmail: second, currentPassword: PASSWORD, site: 'us' }, db());
      expect(await confirm(linkToken(mailsTo(first)[0]))).toMatchObject({ status: 400, body: { Error: 'EMAIL_CHANGE_LINK_INVALID' } });
      expect(await confirm('A'.repeat(43))).toMatchObject({ status: 400, body: { Error: 'EMAIL_CHANGE_LINK_INVALID' } });
      expect(await confirm('short')).toMatchObject({ status: 400, body: { Error: 'VALIDATION_FAILED' } });
      expect(await getAccount(id, db())).toMatchObject({ email });
      expect(await confirm(linkToken(mailsTo(second)[0]))).toMatchObject({ status: 200 });
      expect(await getAccount(id, db())).toMatchObject({ email: second });
    });

    it('refuses the link with a 409 when another account took the address meanwhile, and keeps the email', async () => {
      const { id, email } = await customer();
      const contested = newEmail('contested');
      await requestEmailChange(id, { newEmail: contested, currentPassword: PASSWORD, site: 'us' }, db());
      await callRoute(registerRoute.POST, '/api/account/v1/register', { body: registration(contested) });
      expect(await confirm(linkToken(mailsTo(contested)[0]))).toMatchObject({ status: 409, body: { Error: 'EMAIL_TAKEN' } });
      expect(await getAccount(id, db())).toMatchObject({ email });
    });

    it('saves names without a password when the email stays', async () => {
      const { id, email, token } = await customer();
      expect(await put(token, profile(email))).toMatchObject({ status: 200, body: { pendingEmail: null, message: 'Your details are saved.' } });
      expect(await getAccount(id, db())).toMatchObject({ email, firstName: 'Changed' });
    });
  });
});
