import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '@/lib/api/access-token';
import * as registerRoute from '@/app/api/account/v1/register/route';
import { decodeQuotedPrintable } from '../../../tests/support/mail';
import { temporaryDataDir } from '../../../tests/support/data-dir';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { getAccount, getViewer, resumeOrCreateGuest, verifyCredentials } from './users.server';

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

  // mailsTo is used by the later findings' tests.
  void mailsTo;
});
