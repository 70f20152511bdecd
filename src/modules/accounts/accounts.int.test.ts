import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type Db } from '@/db/client';
import { AppError, NotFoundError } from '@/lib/errors';
import { outboxDir } from '@/modules/email/index.server';
import { describeEachDatabase, tableCount } from '../../../tests/support/databases';
import * as addressesRoute from '@/app/api/account/v1/addresses/route';
import * as profileRoute from '@/app/api/account/v1/profile/route';
import { expectDeclaredBody } from '../../../tests/support/declared-response';
import { addressSchema, passwordResetSchema, profileSchema, registrationSchema, type AddressInput } from './forms';
import { requestPasswordReset, ResetLinkInvalidError, resetPassword } from './password-reset.server';
import { requestEmailChange } from './email-change.server';
import { PASSWORD_RESET_MINUTES } from './roles';
import { users } from './schema';
import { decodeQuotedPrintable } from '../../../tests/support/mail';
import {
  addAddress,
  changePassword,
  EmailTakenError,
  getAccount,
  getViewer,
  hashPassword,
  listAddresses,
  mergeGuestInto,
  onGuestMerged,
  registerCustomer,
  removeAddress,
  resumeOrCreateGuest,
  updateProfile,
  verifyCredentials,
  WrongPasswordError,
} from './users.server';

// `env()` reads the environment once, on first use: point the outbox at a folder of this file before any mail.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'accounts-test-'));
vi.stubEnv('DATA_DIR', dataDir);
vi.stubEnv('SMTP_URL', '');
vi.stubEnv('PUBLIC_URL', 'https://shop.test');

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

// Hooks are process-wide: one hook for the whole file, told per guest what to do.
const hookCalls: Array<{ guestId: string; customerId: string; mergedIntoSeenInTransaction: string | null }> = [];
const failingMergeGuests = new Set<string>();
onGuestMerged(async (tx, guestId, customerId) => {
  const [guest] = await tx.select({ mergedInto: users.mergedInto }).from(users).where(eq(users.id, guestId));
  hookCalls.push({ guestId, customerId, mergedIntoSeenInTransaction: guest?.mergedInto ?? null });
  if (failingMergeGuests.has(guestId)) {
    // A write of the hook, then a failure: both it and the merge itself must roll back.
    await tx.update(users).set({ firstName: 'Moved by hook' }).where(eq(users.id, customerId));
    throw new Error('the cart could not be moved');
  }
});

const PASSWORD = 'correct horse 1';

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

const address = (overrides: Partial<Record<keyof AddressInput, unknown>> = {}): AddressInput =>
  addressSchema.parse({
    fullName: 'Ada Lovelace',
    line1: '12 Main Street',
    city: 'Springfield',
    region: 'ny',
    postalCode: '10001',
    country: 'US',
    ...overrides,
  });

// --- The outbox: .eml files as the mailer writes them when SMTP_URL is unset ---

const emlFiles = () => (existsSync(outboxDir()) ? readdirSync(outboxDir()).filter((name) => name.endsWith('.eml')) : []);

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Headers and the decoded text/plain part of an .eml file. */
function readMail(file: string): Mail {
  const raw = readFileSync(path.join(outboxDir(), file), 'utf8').replace(/\r\n/g, '\n');
  const header = (block: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(block.replace(/\n[ \t]+/g, ' '))?.[1]?.trim() ?? '';
  const head = raw.slice(0, raw.indexOf('\n\n'));
  const boundary = /boundary="?([^";\n]+)"?/.exec(head.replace(/\n[ \t]+/g, ' '))?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  const textPart = parts.find((part) => /content-type:\s*text\/plain/i.test(part));
  if (!textPart) throw new Error(`no text part in ${file}`);
  const partHead = textPart.slice(0, textPart.indexOf('\n\n'));
  const body = textPart.slice(textPart.indexOf('\n\n') + 2).replace(/\n$/, '');
  const encoding = header(partHead, 'content-transfer-encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { to: header(head, 'to'), subject: header(head, 'subject'), text };
}

/** Runs `action` and answers the mails it wrote to the outbox. */
async function mailsWrittenBy(action: () => Promise<unknown>): Promise<Mail[]> {
  const before = new Set(emlFiles());
  await action();
  return emlFiles()
    .filter((file) => !before.has(file))
    .map(readMail);
}

function resetLinkOf(mail: Mail): { url: URL; token: string } {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in the mail: ${mail.text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}

describeEachDatabase('accounts', (database) => {
  const db = (): Db => database().db;
  let counter = 0;
  /** A fresh, valid registration with an email of its own. */
  const registration = (overrides: Record<string, unknown> = {}) =>
    registrationSchema.parse({
      email: `user${(counter += 1)}-${database().kind}@example.com`,
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
      ...overrides,
    });
  // The guest to upgrade is not a field of the form: the route hands over the caller's own guest.
  const register = ({ guestId, ...overrides }: Record<string, unknown> = {}) =>
    registerCustomer({ ...registration(overrides), guestId: guestId as string | undefined }, db());

  describe('guest sessions', () => {
    it('creates a guest without email, name or scopes', async () => {
      const guest = await resumeOrCreateGuest(null, db());
      expect(guest).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), role: 'guest', email: null, firstName: '', lastName: '', scopes: [] });
      expect(await getViewer(guest.id, db())).toEqual(guest);
      expect(await getAccount(guest.id, db())).toBeNull();
    });

    it('resumes the same guest from its id', async () => {
      const guest = await resumeOrCreateGuest(undefined, db());
      const before = await tableCount(db(), 'users');
      expect(await resumeOrCreateGuest(guest.id, db())).toEqual(guest);
      expect(await resumeOrCreateGuest(guest.id.toUpperCase(), db())).toEqual(guest);
      expect(await tableCount(db(), 'users')).toBe(before);
    });

    it('creates a new guest for an unknown, malformed or hostile id', async () => {
      const ids = new Set<string>();
      for (const guestId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '', "' OR 1=1 --", `${crypto.randomUUID()} `]) {
        const guest = await resumeOrCreateGuest(guestId, db());
        expect(guest.role).toBe('guest');
        expect(guest.id).not.toBe(guestId);
        ids.add(guest.id);
      }
      expect(ids.size).toBe(5);
    });

    it("never resumes a customer's id as a guest session", async () => {
      const customer = await register();
      const resumed = await resumeOrCreateGuest(customer.id, db());
      expect(resumed.id).not.toBe(customer.id);
      expect(resumed.role).toBe('guest');
      expect(resumed.email).toBeNull();
    });

    it('answers null for the viewer or account of an unknown or malformed id', async () => {
      expect(await getViewer('00000000-0000-4000-8000-000000000000', db())).toBeNull();
      expect(await getViewer('nope', db())).toBeNull();
      expect(await getAccount('nope', db())).toBeNull();
    });
  });

  describe('registration', () => {
    it('creates a customer with a lowercased email and an argon2id hash, never the password', async () => {
      const parsed = registrationSchema.parse({
        email: `  Grace.Hopper-${database().kind}@Example.COM `,
        password: PASSWORD,
        firstName: ' Grace ',
        lastName: 'Hopper',
        newsletter: true,
      });
      const viewer = await registerCustomer(parsed, db());
      expect(viewer).toMatchObject({
        role: 'customer',
        email: `grace.hopper-${database().kind}@example.com`,
        firstName: 'Grace',
        lastName: 'Hopper',
        scopes: [],
      });
      const account = await getAccount(viewer.id, db());
      expect(account).toMatchObject({ id: viewer.id, newsletter: true, email: viewer.email });
      expect(Number.isNaN(Date.parse(account!.createdAt))).toBe(false);
      const [row] = await queryRows<{ password_hash: string }>(db(), sql`SELECT password_hash FROM users WHERE id = ${viewer.id}`);
      expect(row!.password_hash).toMatch(/^\$argon2id\$/);
      expect(row!.password_hash).not.toContain(PASSWORD);
    });

    it('refuses an email that is taken, whatever its case, with a 409', async () => {
      const first = await register({ email: `Taken-${database().kind}@example.com` });
      const before = await tableCount(db(), 'users');
      const error = await rejectionOf(register({ email: `TAKEN-${database().kind}@EXAMPLE.com`, firstName: 'Mallory' }));
      expect(error).toBeInstanceOf(EmailTakenError);
      expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
      expect(await tableCount(db(), 'users')).toBe(before);
      expect(await getViewer(first.id, db())).toMatchObject({ firstName: 'Ada' });
    });

    it('registers one account when the same email signs up twice at the same time', async () => {
      const email = `twice-${database().kind}@example.com`;
      const results = await Promise.allSettled([register({ email }), register({ email: email.toUpperCase() })]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(EmailTakenError);
    });

    it('upgrades the guest in place: same id, no new row, and the guest session is over', async () => {
      const guest = await resumeOrCreateGuest(null, db());
      const before = await tableCount(db(), 'users');
      const customer = await register({ guestId: guest.id });
      expect(customer.id).toBe(guest.id);
      expect(customer.role).toBe('customer');
      expect(await tableCount(db(), 'users')).toBe(before);
      expect(await getAccount(guest.id, db())).toMatchObject({ id: guest.id, email: customer.email });
      const resumed = await resumeOrCreateGuest(guest.id, db());
      expect(resumed.id).not.toBe(guest.id);
    });

    it('does not let a second registration with the same guest id take over the account', async () => {
      const guest = await resumeOrCreateGuest(null, db());
      const owner = await register({ guestId: guest.id, firstName: 'Owner' });
      const intruder = await register({ guestId: guest.id, firstName: 'Intruder', password: 'another secret 2' });
      expect(intruder.id).not.toBe(guest.id);
      expect(await getAccount(guest.id, db())).toMatchObject({ email: owner.email, firstName: 'Owner' });
      expect(await verifyCredentials(owner.email!, PASSWORD, db())).toMatchObject({ id: guest.id });
    });

    it('keeps the guest a guest when its registration is refused', async () => {
      const taken = await register();
      const guest = await resumeOrCreateGuest(null, db());
      expect(await rejectionOf(register({ email: taken.email, guestId: guest.id }))).toBeInstanceOf(EmailTakenError);
      expect(await resumeOrCreateGuest(guest.id, db())).toEqual(guest);
    });

    it("does not register into a merged guest's id", async () => {
      const target = await register();
      const guest = await resumeOrCreateGuest(null, db());
      await mergeGuestInto(guest.id, target.id, db());
      const customer = await register({ guestId: guest.id });
      expect(customer.id).not.toBe(guest.id);
      expect(await getViewer(guest.id, db())).toBeNull();
    });
  });

  describe('verifyCredentials', () => {
    let customer: Awaited<ReturnType<typeof registerCustomer>>;
    beforeAll(async () => {
      customer = await register({ email: `Sign.In-${database().kind}@example.com` });
    });

    it('answers the customer for the right password, whatever the email case and spacing', async () => {
      expect(await verifyCredentials(customer.email!, PASSWORD, db())).toEqual(customer);
      expect(await verifyCredentials(`  SIGN.IN-${database().kind.toUpperCase()}@Example.com `, PASSWORD, db())).toEqual(customer);
    });

    it('answers null alike for a wrong password and an unknown email', async () => {
      expect(await verifyCredentials(customer.email!, 'correct horse 2', db())).toBeNull();
      expect(await verifyCredentials(customer.email!, PASSWORD.toUpperCase(), db())).toBeNull();
      expect(await verifyCredentials(customer.email!, '', db())).toBeNull();
      expect(await verifyCredentials(`nobody-${database().kind}@example.com`, PASSWORD, db())).toBeNull();
      expect(await verifyCredentials('', '', db())).toBeNull();
    });

    it('never signs in as a guest row, even one with an email and a password hash', async () => {
      const email = `guest-with-email-${database().kind}@example.com`;
      await db()
        .insert(users)
        .values({ role: 'guest', email, passwordHash: await hashPassword(PASSWORD) });
      expect(await verifyCredentials(email, PASSWORD, db())).toBeNull();
    });
  });

  describe('mergeGuestInto', () => {
    it('marks the guest as merged, in the same transaction as the hooks, and ends the guest session', async () => {
      const customer = await register();
      const guest = await resumeOrCreateGuest(null, db());
      await mergeGuestInto(guest.id, customer.id, db());
      expect(hookCalls.filter((call) => call.guestId === guest.id)).toEqual([
        { guestId: guest.id, customerId: customer.id, mergedIntoSeenInTransaction: customer.id },
      ]);
      const [row] = await db().select().from(users).where(eq(users.id, guest.id));
      expect(row!.mergedInto).toBe(customer.id);
      expect(await getViewer(guest.id, db())).toBeNull();
      const resumed = await resumeOrCreateGuest(guest.id, db());
      expect(resumed.id).not.toBe(guest.id);
      expect(await getViewer(customer.id, db())).toEqual(customer);
    });

    it('is a no-op the second time, even towards another account', async () => {
      const first = await register();
      const second = await register();
      const guest = await resumeOrCreateGuest(null, db());
      await mergeGuestInto(guest.id, first.id, db());
      await mergeGuestInto(guest.id, first.id, db());
      await mergeGuestInto(guest.id, second.id, db());
      expect(hookCalls.filter((call) => call.guestId === guest.id)).toHaveLength(1);
      const [row] = await db().select().from(users).where(eq(users.id, guest.id));
      expect(row!.mergedInto).toBe(first.id);
    });

    it('rolls the merge back when a hook fails, so the guest keeps its session', async () => {
      const customer = await register({ firstName: 'Unmoved' });
      const guest = await resumeOrCreateGuest(null, db());
      failingMergeGuests.add(guest.id);
      await expect(mergeGuestInto(guest.id, customer.id, db())).rejects.toThrow('the cart could not be moved');
      failingMergeGuests.delete(guest.id);
      expect(await getViewer(customer.id, db())).toMatchObject({ firstName: 'Unmoved' });
      expect(await resumeOrCreateGuest(guest.id, db())).toEqual(guest);
      // And the merge can be done again afterwards.
      await mergeGuestInto(guest.id, customer.id, db());
      expect(await getViewer(guest.id, db())).toBeNull();
    });

    it('never merges a customer, the account into itself, or a malformed id', async () => {
      const customer = await register();
      const other = await register();
      const calls = hookCalls.length;
      await mergeGuestInto(other.id, customer.id, db());
      await mergeGuestInto(customer.id, customer.id, db());
      await mergeGuestInto('not-a-uuid', customer.id, db());
      await mergeGuestInto(null, customer.id, db());
      expect(hookCalls).toHaveLength(calls);
      expect(await getViewer(other.id, db())).toEqual(other);
      expect(await getViewer(customer.id, db())).toEqual(customer);
    });
  });

  describe('profile and password', () => {
    it('updates names and newsletter; the email stays until its link is opened', async () => {
      const customer = await register();
      const updated = await updateProfile(
        customer.id,
        profileSchema.parse({ firstName: 'Augusta', lastName: 'King', email: `Augusta.King-${database().kind}@Example.com`, newsletter: true }),
        db(),
      );
      expect(updated).toMatchObject({
        id: customer.id,
        firstName: 'Augusta',
        lastName: 'King',
        email: customer.email,
        newsletter: true,
        role: 'customer',
      });
      expect(await getAccount(customer.id, db())).toEqual(updated);
      expectDeclaredBody(profileRoute.PUT, 200, { account: updated, pendingEmail: null, message: 'Your details are saved.' });
      expectDeclaredBody(profileRoute.GET, 200, { account: updated, addresses: await listAddresses(customer.id, db()) });
    });

    it("refuses another account's email with a 409 (the caller is signed in and gave the password) and changes nothing", async () => {
      const owner = await register();
      const customer = await register({ firstName: 'Before' });
      const error = await rejectionOf(requestEmailChange(customer.id, { newEmail: owner.email!.toUpperCase(), currentPassword: PASSWORD, site: 'us' }, db()));
      expect(error).toBeInstanceOf(EmailTakenError);
      expect(error).toMatchObject({ status: 409 });
      expect(await getAccount(customer.id, db())).toMatchObject({ firstName: 'Before', email: customer.email, newsletter: false });
    });

    it('keeps its own email without complaint, and does not update a guest', async () => {
      const customer = await register();
      await expect(
        updateProfile(customer.id, profileSchema.parse({ firstName: 'Same', lastName: 'Mail', email: customer.email, newsletter: false }), db()),
      ).resolves.toMatchObject({ firstName: 'Same' });
      const guest = await resumeOrCreateGuest(null, db());
      expect(
        await rejectionOf(
          updateProfile(
            guest.id,
            profileSchema.parse({ firstName: 'G', lastName: 'G', email: `guest-profile-${database().kind}@example.com`, newsletter: false }),
            db(),
          ),
        ),
      ).toBeInstanceOf(NotFoundError);
      expect(await getViewer(guest.id, db())).toEqual(guest);
    });

    it('changes the password only with the right current one; the old one then stops working', async () => {
      const customer = await register();
      const error = await rejectionOf(changePassword(customer.id, 'not the password 1', 'brand new secret 2', db()));
      expect(error).toBeInstanceOf(WrongPasswordError);
      expect(error).toMatchObject({ status: 400, code: 'WRONG_PASSWORD' });
      expect(await verifyCredentials(customer.email!, 'brand new secret 2', db())).toBeNull();

      await changePassword(customer.id, PASSWORD, 'brand new secret 2', db());
      expect(await verifyCredentials(customer.email!, 'brand new secret 2', db())).toMatchObject({ id: customer.id });
      expect(await verifyCredentials(customer.email!, PASSWORD, db())).toBeNull();
    });

    it('does not change the password of a guest', async () => {
      const guest = await resumeOrCreateGuest(null, db());
      expect(await rejectionOf(changePassword(guest.id, '', 'brand new secret 2', db()))).toBeInstanceOf(NotFoundError);
    });
  });

  describe('addresses', () => {
    it('makes the first address the default, keeps one default, and lists the default first', async () => {
      const customer = await register();
      expect(await listAddresses(customer.id, db())).toEqual([]);
      const home = await addAddress(customer.id, address({ fullName: 'Home' }), db());
      expect(home).toMatchObject({ fullName: 'Home', region: 'NY', line2: '', phone: '', isDefault: true, country: 'US' });
      const office = await addAddress(
        customer.id,
        address({ fullName: 'Office', country: 'CA', region: 'on', postalCode: 'K1A 0B1', phone: '+1 613 555 0100' }),
        db(),
      );
      expect(office).toMatchObject({ isDefault: false, country: 'CA', region: 'ON', postalCode: 'K1A 0B1', phone: '+1 613 555 0100' });
      expectDeclaredBody(addressesRoute.POST, 201, { address: office });
      expectDeclaredBody(addressesRoute.GET, 200, { addresses: await listAddresses(customer.id, db()) });
      expect((await listAddresses(customer.id, db())).map((one) => [one.fullName, one.isDefault])).toEqual([
        ['Home', true],
        ['Office', false],
      ]);

      const cabin = await addAddress(customer.id, address({ fullName: 'Cabin', isDefault: true }), db());
      expect(cabin.isDefault).toBe(true);
      expect((await listAddresses(customer.id, db())).map((one) => [one.fullName, one.isDefault])).toEqual([
        ['Cabin', true],
        ['Home', false],
        ['Office', false],
      ]);
      expect(await listAddresses(customer.id, db())).toContainEqual(office);
    });

    it('does not let another user see or remove an address: it is not found, and stays', async () => {
      const alice = await register();
      const bob = await register();
      const alicesAddress = await addAddress(alice.id, address({ fullName: 'Alice' }), db());
      await addAddress(bob.id, address({ fullName: 'Bob' }), db());
      expect((await listAddresses(bob.id, db())).map((one) => one.fullName)).toEqual(['Bob']);

      const error = await rejectionOf(removeAddress(bob.id, alicesAddress.id, db()));
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ status: 404, code: 'ADDRESS_NOT_FOUND' });
      expect(await listAddresses(alice.id, db())).toEqual([alicesAddress]);
      expect((await listAddresses(bob.id, db())).map((one) => one.fullName)).toEqual(['Bob']);
    });

    it('promotes another address when the default is removed, and keeps the default otherwise', async () => {
      const customer = await register();
      const first = await addAddress(customer.id, address({ fullName: 'First' }), db());
      const second = await addAddress(customer.id, address({ fullName: 'Second' }), db());
      const third = await addAddress(customer.id, address({ fullName: 'Third' }), db());

      await removeAddress(customer.id, third.id, db());
      expect((await listAddresses(customer.id, db())).map((one) => [one.id, one.isDefault])).toEqual([
        [first.id, true],
        [second.id, false],
      ]);

      await removeAddress(customer.id, first.id, db());
      expect((await listAddresses(customer.id, db())).map((one) => [one.id, one.isDefault])).toEqual([[second.id, true]]);

      await removeAddress(customer.id, second.id, db());
      expect(await listAddresses(customer.id, db())).toEqual([]);
      expect(await rejectionOf(removeAddress(customer.id, second.id, db()))).toBeInstanceOf(NotFoundError);
      expect(await rejectionOf(removeAddress(customer.id, 2_000_000_000, db()))).toBeInstanceOf(NotFoundError);
    });

    it('refuses the 21st address with a 422, and takes one again once an address is removed', async () => {
      const customer = await register();
      const added = [];
      for (let n = 1; n <= 20; n += 1) added.push(await addAddress(customer.id, address({ fullName: `Address ${n}` }), db()));
      const error = await rejectionOf(addAddress(customer.id, address({ fullName: 'One too many', isDefault: true }), db()));
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 422, code: 'TOO_MANY_ADDRESSES' });
      const listed = await listAddresses(customer.id, db());
      expect(listed).toHaveLength(20);
      expect(listed.filter((one) => one.isDefault).map((one) => one.id)).toEqual([added[0]!.id]);

      await removeAddress(customer.id, added[5]!.id, db());
      await expect(addAddress(customer.id, address({ fullName: 'Replacement' }), db())).resolves.toMatchObject({ fullName: 'Replacement', isDefault: false });
      // The limit is per user: someone else can still add.
      const other = await register();
      await expect(addAddress(other.id, address(), db())).resolves.toMatchObject({ isDefault: true });
    });

    it('keeps exactly one default when addresses are added at the same time', async () => {
      // PGlite runs one transaction at a time; on PostgreSQL these transactions really overlap.
      for (let round = 1; round <= 3; round += 1) {
        const customer = await register();
        await Promise.all([1, 2, 3, 4].map((n) => addAddress(customer.id, address({ fullName: `Parallel ${round}.${n}` }), db())));
        const listed = await listAddresses(customer.id, db());
        expect(listed).toHaveLength(4);
        expect(
          listed.filter((one) => one.isDefault).map((one) => one.fullName),
          `round ${round}`,
        ).toHaveLength(1);
      }
    });

    it('never goes over 20 addresses when they are added at the same time', async () => {
      const customer = await register();
      for (let n = 1; n <= 17; n += 1) await addAddress(customer.id, address({ fullName: `Address ${n}` }), db());
      const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => addAddress(customer.id, address({ fullName: `Parallel ${n}` }), db())));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      expect(await listAddresses(customer.id, db())).toHaveLength(20);
    });
  });

  describe('password reset through the outbox', () => {
    const kind = () => database().kind;
    let customer: Awaited<ReturnType<typeof registerCustomer>>;
    beforeAll(async () => {
      customer = await register({ email: `reset-${kind()}@example.com`, firstName: 'Rita' });
    });

    it('writes the mails to DATA_DIR/outbox', () => {
      expect(outboxDir()).toBe(path.join(dataDir, 'outbox'));
    });

    it('sends nothing, and stores nothing, for an email without an account', async () => {
      const resets = await tableCount(db(), 'password_resets');
      const mails = await mailsWrittenBy(() => requestPasswordReset(`nobody-${kind()}@example.com`, 'us', db()));
      expect(mails).toEqual([]);
      const guestEmail = `guest-with-email-reset-${kind()}@example.com`;
      await db().insert(users).values({ role: 'guest', email: guestEmail });
      expect(await mailsWrittenBy(() => requestPasswordReset(guestEmail, 'us', db()))).toEqual([]);
      expect(await tableCount(db(), 'password_resets')).toBe(resets);
    });

    it('mails a link of the right site that works once, and stores only a hash of its token', async () => {
      const mails = await mailsWrittenBy(() => requestPasswordReset(customer.email!, 'ca', db()));
      expect(mails).toHaveLength(1);
      const [mail] = mails as [Mail];
      expect(mail.to).toBe(customer.email);
      expect(mail.subject).toBe('Reset your Book Fair Shop Canada password');
      expect(mail.text).toContain('Hello Rita,');
      expect(mail.text).toContain(`${PASSWORD_RESET_MINUTES} minutes`);
      const { url, token } = resetLinkOf(mail);
      expect(`${url.origin}${url.pathname}`).toBe('https://shop.test/ca/account/reset-password');
      expect(passwordResetSchema.safeParse({ token, password: 'reset secret 1' }).success).toBe(true);

      const stored = await queryRows<{ token_hash: string }>(db(), sql`SELECT token_hash FROM password_resets WHERE user_id = ${customer.id}`);
      expect(stored.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
      expect(stored.map((row) => row.token_hash)).not.toContain(token);

      await resetPassword(token, 'reset secret 1', db());
      expect(await verifyCredentials(customer.email!, 'reset secret 1', db())).toMatchObject({ id: customer.id });
      expect(await verifyCredentials(customer.email!, PASSWORD, db())).toBeNull();

      const error = await rejectionOf(resetPassword(token, 'reset secret 2', db()));
      expect(error).toBeInstanceOf(ResetLinkInvalidError);
      expect(error).toMatchObject({ status: 400, code: 'RESET_LINK_INVALID' });
      expect(await verifyCredentials(customer.email!, 'reset secret 2', db())).toBeNull();
      expect(await verifyCredentials(customer.email!, 'reset secret 1', db())).toMatchObject({ id: customer.id });
    });

    it('links to the US site without a prefix', async () => {
      const [mail] = await mailsWrittenBy(() => requestPasswordReset(customer.email!, 'us', db()));
      expect(mail!.subject).toBe('Reset your Book Fair Shop password');
      const { url } = resetLinkOf(mail!);
      expect(`${url.origin}${url.pathname}`).toBe('https://shop.test/account/reset-password');
    });

    it(`refuses a link once its ${PASSWORD_RESET_MINUTES} minutes are over`, async () => {
      const minute = 60_000;
      const requestedAt = new Date(Date.now() - 5 * minute);
      const [mail] = await mailsWrittenBy(() => requestPasswordReset(customer.email!, 'us', db(), requestedAt));
      const { token } = resetLinkOf(mail!);
      const at = (minutes: number) => new Date(requestedAt.getTime() + minutes * minute);

      expect(await rejectionOf(resetPassword(token, 'too late secret 1', db(), at(PASSWORD_RESET_MINUTES + 1)))).toBeInstanceOf(ResetLinkInvalidError);
      expect(await rejectionOf(resetPassword(token, 'too late secret 1', db(), at(PASSWORD_RESET_MINUTES)))).toBeInstanceOf(ResetLinkInvalidError);
      // The refusals did not use the link up: just in time, it still works.
      await resetPassword(token, 'in time secret 1', db(), at(PASSWORD_RESET_MINUTES - 1));
      expect(await verifyCredentials(customer.email!, 'in time secret 1', db())).toMatchObject({ id: customer.id });
    });

    it("voids the user's other open links when one is used, and only that user's", async () => {
      const other = await register({ email: `reset-other-${kind()}@example.com` });
      const [older] = await mailsWrittenBy(() => requestPasswordReset(customer.email!, 'us', db()));
      const [newer] = await mailsWrittenBy(() => requestPasswordReset(customer.email!, 'ca', db()));
      const [othersMail] = await mailsWrittenBy(() => requestPasswordReset(other.email!, 'us', db()));
      expect(resetLinkOf(older!).token).not.toBe(resetLinkOf(newer!).token);

      await resetPassword(resetLinkOf(newer!).token, 'newest secret 1', db());
      expect(await rejectionOf(resetPassword(resetLinkOf(older!).token, 'older secret 1', db()))).toBeInstanceOf(ResetLinkInvalidError);
      expect(await verifyCredentials(customer.email!, 'newest secret 1', db())).toMatchObject({ id: customer.id });

      await resetPassword(resetLinkOf(othersMail!).token, 'others secret 1', db());
      expect(await verifyCredentials(other.email!, 'others secret 1', db())).toMatchObject({ id: other.id });
    });

    it('voids a newer link when an older one is used', async () => {
      const [older] = await mailsWrittenBy(() => requestPasswordReset(customer.email!, 'us', db()));
      const [newer] = await mailsWrittenBy(() => requestPasswordReset(customer.email!, 'us', db()));
      await resetPassword(resetLinkOf(older!).token, 'older wins secret 1', db());
      expect(await rejectionOf(resetPassword(resetLinkOf(newer!).token, 'newer secret 1', db()))).toBeInstanceOf(ResetLinkInvalidError);
    });

    it('lets a link be used once even when it is used twice at the same time', async () => {
      const [mail] = await mailsWrittenBy(() => requestPasswordReset(customer.email!, 'us', db()));
      const { token } = resetLinkOf(mail!);
      const results = await Promise.allSettled([resetPassword(token, 'racing secret 1', db()), resetPassword(token, 'racing secret 2', db())]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(ResetLinkInvalidError);
    });

    it('refuses made-up and altered tokens', async () => {
      const [mail] = await mailsWrittenBy(() => requestPasswordReset(customer.email!, 'us', db()));
      const { token } = resetLinkOf(mail!);
      for (const fake of [
        'a'.repeat(43),
        `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
        `${token}x`,
        token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
        '',
      ]) {
        expect(await rejectionOf(resetPassword(fake, 'fake secret 1', db()))).toBeInstanceOf(ResetLinkInvalidError);
      }
      // None of the fakes used the real link up.
      await resetPassword(token, 'real secret 1', db());
    });
  });
});
