import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { AppError, NotFoundError } from '@/lib/errors';
import { users } from '@/modules/accounts/schema';
import { recordChange, type Actor } from './audit.server';

import type { GrantableScope } from './product-rules';

/**
 * Gives or takes a scope (staff or organizer) of a customer account, with its audit entry. The account's next sign-in
 * carries it; admin APIs check the database on every call, so taking the admin scope away works at once.
 */
export async function setScope(actor: Actor, email: string, scope: GrantableScope, granted: boolean, db?: Db): Promise<string[]> {
  const database = db ?? (await getDb());
  return database.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [user] = await tx.select({ id: users.id, role: users.role, scopes: users.scopes }).from(users).where(eq(users.email, email.trim().toLowerCase())).for('update');
    if (!user) throw new NotFoundError(`No account has the email ${email}.`, 'USER_NOT_FOUND');
    if (user.role === 'guest') throw new AppError(409, 'GUEST_ACCOUNT', 'A guest session cannot be given a scope.');
    const scopes = granted ? [...new Set([...user.scopes, scope])] : user.scopes.filter((held) => held !== scope);
    if (scopes.length === user.scopes.length && scopes.every((held) => user.scopes.includes(held))) return user.scopes;
    await tx.update(users).set({ scopes }).where(eq(users.id, user.id));
    await recordChange(tx, actor, { action: granted ? 'user.grant-scope' : 'user.revoke-scope', entity: 'user', entityKey: email.trim().toLowerCase(), before: { scopes: user.scopes }, after: { scopes } });
    return scopes;
  });
}
