import 'server-only';
import { type Db, getDb, inTransaction } from '@/db';
import { AppError, NotFoundError } from '@/lib/errors';
import { ADMIN_SCOPE } from '@/modules/accounts';
import { accountByEmail, setAccountScopes } from '@/modules/accounts/index.server';
import { recordChange, type Actor } from './audit.server';
import type { GrantableScope } from './product-rules';

/**
 * Gives or takes a scope (staff or organizer) of a customer account, with its audit entry. The account's next sign-in
 * carries it; admin APIs check the database on every call, so taking the admin scope away works at once.
 */
export async function setScope(actor: Actor, email: string, scope: GrantableScope, granted: boolean, db?: Db): Promise<string[]> {
  const database = db ?? (await getDb());
  return inTransaction(database, async (tx) => {
    const user = await accountByEmail(email, tx, { forUpdate: true });
    if (!user) throw new NotFoundError(`No account has the email ${email}.`, 'USER_NOT_FOUND');
    if (user.role === 'guest') throw new AppError(409, 'GUEST_ACCOUNT', 'A guest session cannot be given a scope.');
    // Staff locking themselves out by mistake would leave the shop without whoever was running it; another staff member
    // (or the command line) can still do it.
    if (!granted && scope === ADMIN_SCOPE && actor.id === user.id) {
      throw new AppError(409, 'OWN_ADMIN_SCOPE', 'You cannot take away your own staff access. Ask another member of staff to do it.');
    }
    const scopes = granted ? [...new Set([...user.scopes, scope])] : user.scopes.filter((held) => held !== scope);
    if (scopes.length === user.scopes.length && scopes.every((held) => user.scopes.includes(held))) return user.scopes;
    await setAccountScopes(tx, user.id, scopes);
    await recordChange(tx, actor, {
      action: granted ? 'user.grant-scope' : 'user.revoke-scope',
      entity: 'user',
      entityKey: email.trim().toLowerCase(),
      before: { scopes: user.scopes },
      after: { scopes },
    });
    return scopes;
  });
}

/** An account as the back office shows it: who it is, its role and the scopes it holds. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: string;
  scopes: string[];
  createdAt: string;
}

export async function userForAdmin(email: string, db?: Db): Promise<AdminUser | null> {
  const database = db ?? (await getDb());
  const user = await accountByEmail(email, database);
  if (!user?.email) return null;
  return {
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    role: user.role,
    scopes: user.scopes,
    createdAt: user.createdAt.toISOString(),
  };
}
