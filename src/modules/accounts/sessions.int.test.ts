import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/lib/api/access-token';
import * as registerRoute from '@/app/api/account/v1/register/route';
import { decodeQuotedPrintable } from '../../../tests/support/mail';
import { temporaryDataDir } from '../../../tests/support/data-dir';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import type { JWT } from 'next-auth/jwt';
import { requestPasswordReset, resetPassword } from './password-reset.server';
import { changePassword, getAccount, getViewer, resumeOrCreateGuest, verifyCredentials } from './users.server';

const dataDir = temporaryDataDir('sessions', { PUBLIC_URL: 'https://shop.test' });

/** The decoded .eml files written to this address so far. */
const mailsTo = (email: string): string[] => {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .filter((name) => name.includes(email))
    .sort()
    .map((name) => decodeQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8')));
};

const PASSWORD = 'correct horse 1';

type Handler = (request: NextRequest, context: { params: Promise<unknown> }) => Promise<Response>;

async function call(handler: Handler, url: string, { method = 'POST', body, token }: { method?: string; body?: unknown; token?: string } = {}) {
  const request = new NextRequest(`https://shop.test${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handler(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

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
      const answer = await call(registerRoute.POST, '/api/account/v1/register', { body: registration(email, { guestId: victim.id }) });
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
      const answer = await call(registerRoute.POST, '/api/account/v1/register', { body: registration(email, { guestId: other.id }), token });
      expect(answer.status).toBe(201);
      expect(await getAccount(guest.id, db())).toMatchObject({ id: guest.id, email, role: 'customer' });
      expect(await getViewer(other.id, db())).toMatchObject({ role: 'guest' });
    });

    it("never turns a customer's token into a second account's id", async () => {
      const owner = await verifyCredentials(newEmail('none'), PASSWORD, db());
      expect(owner).toBeNull();
      const customerEmail = newEmail('owner');
      await call(registerRoute.POST, '/api/account/v1/register', { body: registration(customerEmail) });
      const customer = (await verifyCredentials(customerEmail, PASSWORD, db()))!;
      const token = await signAccessToken({ userId: customer.id, role: 'customer', scopes: [] });
      const email = newEmail('second');
      expect((await call(registerRoute.POST, '/api/account/v1/register', { body: registration(email), token })).status).toBe(201);
      expect((await verifyCredentials(email, PASSWORD, db()))?.id).not.toBe(customer.id);
      expect(await getAccount(customer.id, db())).toMatchObject({ email: customerEmail });
    });
  });

  describe('registration tells no one which emails have accounts (finding 8)', () => {
    it('answers a taken email exactly as a new one, changes nothing, and emails the owner instead', async () => {
      const email = newEmail('owner');
      const fresh = await call(registerRoute.POST, '/api/account/v1/register', { body: registration(email) });
      const owner = (await verifyCredentials(email, PASSWORD, db()))!;
      const mailsBefore = mailsTo(email).length;
      const guest = await resumeOrCreateGuest(null, db());
      const token = await signAccessToken({ userId: guest.id, role: 'guest', scopes: [] });
      const taken = await call(registerRoute.POST, '/api/account/v1/register', {
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
      const answer = await call(registerRoute.POST, '/api/account/v1/register', { body: registration('not-an-email') });
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
      expect((await call(registerRoute.POST, '/api/account/v1/register', { body: registration(email) })).status).toBe(201);
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
});
