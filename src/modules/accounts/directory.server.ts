import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import type { UserRole } from './roles';
import { users } from './schema';

/** An account as other modules see it: who it is, its role and scopes; never its credentials. */
export interface AccountRecord {
  id: string;
  /** Null for a guest. */
  email: string | null;
  firstName: string;
  lastName: string;
  role: UserRole;
  scopes: string[];
  createdAt: Date;
}

const recordColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  scopes: users.scopes,
  createdAt: users.createdAt,
};

/** The accounts with these ids, in one query; ids of no account are left out. */
export async function accountsByIds(ids: readonly string[], db: Db): Promise<Map<string, AccountRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(recordColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * One account by id; `forUpdate` locks its row until the caller's transaction ends (so two changes that each check a
 * limit per person cannot both pass it).
 */
export async function accountById(id: string, db: Db, { forUpdate = false } = {}): Promise<AccountRecord | null> {
  const query = db.select(recordColumns).from(users).where(eq(users.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The account with this email (trimmed and lowercased, as accounts store it); `forUpdate` locks its row. */
export async function accountByEmail(email: string, db: Db, { forUpdate = false } = {}): Promise<AccountRecord | null> {
  const query = db.select(recordColumns).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Replaces an account's scopes, inside the caller's transaction (where its audit entry is written too). */
export async function setAccountScopes(tx: Db, userId: string, scopes: string[]): Promise<void> {
  await tx.update(users).set({ scopes }).where(eq(users.id, userId));
}

/** Adds a scope to an account that does not hold it yet, inside the caller's transaction. */
export async function grantAccountScope(tx: Db, userId: string, scope: string): Promise<void> {
  await tx
    .update(users)
    .set({ scopes: sql`array_append(${users.scopes}, ${scope}::text)` })
    .where(and(eq(users.id, userId), sql`NOT (${scope}::text = ANY(${users.scopes}))`));
}

/** Takes a scope away from an account, inside the caller's transaction; an account without it is left as it is. */
export async function revokeAccountScope(tx: Db, userId: string, scope: string): Promise<void> {
  await tx
    .update(users)
    .set({ scopes: sql`array_remove(${users.scopes}, ${scope}::text)` })
    .where(eq(users.id, userId));
}

/** The email addresses of the accounts holding a scope (the shop's staff, for their notices). */
export async function emailsOfScope(scope: string, db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`${scope}::text = ANY(${users.scopes}) AND ${users.email} IS NOT NULL`)
    .orderBy(users.email);
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}
