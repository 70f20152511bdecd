import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import type { AccessClaims } from '@/lib/api/access-token';
import { AppError, NotFoundError } from '@/lib/errors';
import { passwordResets, userAddresses, users } from './schema';
import type { AddressInput, ProfileUpdate, Registration } from './forms';
import type { Viewer } from './roles';

type UserRow = typeof users.$inferSelect;
type AddressRow = typeof userAddresses.$inferSelect;

export interface Account extends Viewer {
  newsletter: boolean;
  createdAt: string;
}

export interface Address extends AddressInput {
  id: number;
}

export class EmailTakenError extends AppError {
  constructor() {
    super(409, 'EMAIL_TAKEN', 'An account with this email already exists. Sign in, or reset your password if you forgot it.');
  }
}

export class WrongPasswordError extends AppError {
  constructor() {
    super(400, 'WRONG_PASSWORD', 'Your current password is not right.');
  }
}

function toViewer(row: UserRow): Viewer {
  return { id: row.id, role: row.role, email: row.email, firstName: row.firstName, lastName: row.lastName, scopes: row.scopes };
}

function toAccount(row: UserRow): Account {
  return { ...toViewer(row), newsletter: row.newsletter, createdAt: row.createdAt.toISOString() };
}

function toAddress(row: AddressRow): Address {
  const { userId: _userId, createdAt: _createdAt, ...address } = row;
  return { ...address, country: address.country as 'US' | 'CA' };
}

// OWASP's argon2id minimum (19 MiB, 2 passes): a sign-in costs tens of milliseconds, a guess far more for an attacker.
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a real hash even for unknown emails, so timing does not tell which emails have accounts. */
export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== null && matches;
}

const isUuid = (value: string | undefined | null): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Spec §4 guest session: the guest of the stored guestId when it is still a guest, else a new one. */
export async function resumeOrCreateGuest(guestId: string | null | undefined, db?: Db): Promise<Viewer> {
  const database = db ?? (await getDb());
  if (isUuid(guestId)) {
    const [row] = await database
      .select()
      .from(users)
      .where(and(eq(users.id, guestId), eq(users.role, 'guest'), isNull(users.mergedInto)))
      .limit(1);
    if (row) return toViewer(row);
  }
  const [row] = await database.insert(users).values({ role: 'guest' }).returning();
  return toViewer(row!);
}

/** The person of a session, or null when the account is gone (the session then ends). */
export async function getViewer(userId: string, db?: Db): Promise<Viewer | null> {
  if (!isUuid(userId)) return null;
  const database = db ?? (await getDb());
  const [row] = await database.select().from(users).where(eq(users.id, userId)).limit(1);
  return row && !row.mergedInto ? toViewer(row) : null;
}

/** A session's person with the credential version its token must carry, or null when the account is gone. */
export async function sessionPerson(userId: string, db?: Db): Promise<{ viewer: Viewer; credentialVersion: number } | null> {
  if (!isUuid(userId)) return null;
  const database = db ?? (await getDb());
  const [row] = await database.select().from(users).where(eq(users.id, userId)).limit(1);
  return row && !row.mergedInto ? { viewer: toViewer(row), credentialVersion: row.credentialVersion } : null;
}

/**
 * Whether a signed-in caller's access token still stands (the caller check of `apiRoute`, issue 18): the account exists
 * (not merged away) and its credential version is the one the token was made with. One primary-key read per call.
 */
export async function isCurrentCaller(caller: Pick<AccessClaims, 'userId' | 'credentialVersion'>, db?: Db): Promise<boolean> {
  if (!isUuid(caller.userId)) return false;
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ credentialVersion: users.credentialVersion, mergedInto: users.mergedInto })
    .from(users)
    .where(eq(users.id, caller.userId))
    .limit(1);
  return row !== undefined && row.mergedInto === null && row.credentialVersion === caller.credentialVersion;
}

export async function getAccount(userId: string, db?: Db): Promise<Account | null> {
  if (!isUuid(userId)) return null;
  const database = db ?? (await getDb());
  const [row] = await database
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'customer')))
    .limit(1);
  return row ? toAccount(row) : null;
}

export const isUniqueViolation = (error: unknown) => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: string }).code === '23505') return true;
  }
  return false;
};

/**
 * Creates a customer account. A guest session signing up becomes the account (same id), so everything the guest had
 * stays with it: `guestId` is the guest the caller's own session proves (its access token), never a field it sent.
 */
export async function registerCustomer(registration: Registration & { guestId?: string | null }, db?: Db): Promise<Viewer> {
  const database = db ?? (await getDb());
  const passwordHash = await hashPassword(registration.password);
  const fields = {
    role: 'customer' as const,
    email: registration.email,
    passwordHash,
    firstName: registration.firstName,
    lastName: registration.lastName,
    newsletter: registration.newsletter,
    updatedAt: new Date(),
  };
  try {
    if (isUuid(registration.guestId)) {
      const [upgraded] = await database
        .update(users)
        .set(fields)
        .where(and(eq(users.id, registration.guestId), eq(users.role, 'guest'), isNull(users.mergedInto)))
        .returning();
      if (upgraded) return toViewer(upgraded);
    }
    const [created] = await database.insert(users).values(fields).returning();
    return toViewer(created!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

async function customerRowByEmail(email: string, db?: Db): Promise<UserRow | undefined> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.role, 'customer')))
    .limit(1);
  return row;
}

/** The customer with this email and password, or null — the same answer for an unknown email and a wrong password. */
export async function verifyCredentials(email: string, password: string, db?: Db): Promise<Viewer | null> {
  return (await signInWithCredentials(email, password, db))?.viewer ?? null;
}

/** `verifyCredentials`, with the credential version the new session carries. */
export async function signInWithCredentials(email: string, password: string, db?: Db): Promise<{ viewer: Viewer; credentialVersion: number } | null> {
  const row = await customerRowByEmail(email, db);
  return (await passwordMatches(row?.passwordHash ?? null, password)) && row ? { viewer: toViewer(row), credentialVersion: row.credentialVersion } : null;
}

/** One more credential change: every session made before it ends on its next read. */
const nextCredentialVersion = sql`${users.credentialVersion} + 1`;

/**
 * A guest session that signs in to an existing account: the guest is marked as merged so it cannot be resumed. The
 * cart and wishlist modules move the guest's items in the same transaction through `onGuestMerged` hooks.
 */
export async function mergeGuestInto(guestId: string | null | undefined, customerId: string, db?: Db): Promise<void> {
  if (!isUuid(guestId) || guestId === customerId) return;
  const database = db ?? (await getDb());
  await inTransaction(database, async (tx) => {
    const [guest] = await tx
      .update(users)
      .set({ mergedInto: customerId, updatedAt: new Date() })
      .where(and(eq(users.id, guestId), eq(users.role, 'guest'), isNull(users.mergedInto)))
      .returning({ id: users.id });
    if (!guest) return;
    for (const hook of guestMergeHooks) await hook(tx, guestId, customerId);
  });
}

type GuestMergeHook = (tx: Db, guestId: string, customerId: string) => Promise<void>;
const guestMergeHooks: GuestMergeHook[] = [];

/** Lets another module (cart, wishlist) move a guest's data when the guest signs in. */
export function onGuestMerged(hook: GuestMergeHook): void {
  guestMergeHooks.push(hook);
}

/** Saves the names and the newsletter choice; the email changes only through `requestEmailChange` and its link. */
export async function updateProfile(userId: string, update: ProfileUpdate, db?: Db): Promise<Account> {
  const database = db ?? (await getDb());
  const [row] = await database
    .update(users)
    .set({ firstName: update.firstName, lastName: update.lastName, newsletter: update.newsletter, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.role, 'customer')))
    .returning();
  if (!row) throw new NotFoundError('We could not find your account.');
  return toAccount(row);
}

/** Unticks the newsletter box of the customer with this email (they unsubscribed through an email's link). */
export async function clearNewsletterChoice(email: string, db?: Db): Promise<void> {
  const database = db ?? (await getDb());
  await database
    .update(users)
    .set({ newsletter: false, updatedAt: new Date() })
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.role, 'customer'), eq(users.newsletter, true)));
}

export async function changePassword(userId: string, currentPassword: string, newPassword: string, db?: Db): Promise<void> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'customer')))
    .limit(1);
  if (!row) throw new NotFoundError('We could not find your account.');
  if (!(await passwordMatches(row.passwordHash, currentPassword))) throw new WrongPasswordError();
  await inTransaction(database, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), credentialVersion: nextCredentialVersion, updatedAt: new Date() })
      .where(eq(users.id, userId));
    // A reset link asked for before the change must not undo it.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  });
}

export async function listAddresses(userId: string, db?: Db): Promise<Address[]> {
  const database = db ?? (await getDb());
  const rows = await database
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), asc(userAddresses.id));
  return rows.map(toAddress);
}

const MAX_ADDRESSES = 20;

export async function addAddress(userId: string, address: AddressInput, db?: Db): Promise<Address> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    // One address change per user at a time: parallel adds must not both become the default or pass the limit.
    await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))) as [{ count: number }];
    if (Number(count) >= MAX_ADDRESSES) throw new AppError(422, 'TOO_MANY_ADDRESSES', `You can keep up to ${MAX_ADDRESSES} addresses. Remove one first.`);
    const isDefault = address.isDefault || Number(count) === 0;
    if (isDefault) await tx.update(userAddresses).set({ isDefault: false }).where(eq(userAddresses.userId, userId));
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...address, isDefault, userId })
      .returning();
    return toAddress(row!);
  });
}

/** Removes one of the user's own addresses; another user's address id is simply not found. */
export async function removeAddress(userId: string, addressId: number, db?: Db): Promise<void> {
  const database = db ?? (await getDb());
  await inTransaction(database, async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
    const [removed] = await tx
      .delete(userAddresses)
      .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
      .returning({ isDefault: userAddresses.isDefault });
    if (!removed) throw new NotFoundError('We could not find that address.', 'ADDRESS_NOT_FOUND');
    if (removed.isDefault) {
      const [next] = await tx
        .select({ id: userAddresses.id })
        .from(userAddresses)
        .where(eq(userAddresses.userId, userId))
        .orderBy(asc(userAddresses.id))
        .limit(1);
      if (next) await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, next.id));
    }
  });
}

/** A new password (a reset): every session of the account ends. */
export async function setPasswordHash(tx: Db, userId: string, password: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password), credentialVersion: nextCredentialVersion, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findCustomerByEmail(email: string, db?: Db): Promise<Viewer | null> {
  const row = await customerRowByEmail(email, db);
  return row ? toViewer(row) : null;
}
