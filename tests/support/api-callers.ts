/**
 * The callers the security suite (issue 18) tries every operation as, made for real in the test's database: a guest
 * session, a customer, an organizer of one organization, an organizer of another, and a staff member; each with the
 * access token the session would hand out (what `Authorization: Bearer` carries).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/db/client';
import type { Session } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { getViewer, registerCustomer, resumeOrCreateGuest } from '@/modules/accounts/index.server';

export interface Caller {
  userId: string;
  email: string | null;
  token: string;
}

export interface Callers {
  guest: Caller;
  customer: Caller;
  organizer: Caller;
  staff: Caller;
  /** Organizes another organization than `organizer`'s. */
  otherOrganizer: Caller;
  /** Staff and organizer of `organization` at once: passes every role check, so the fuzz reaches every body. */
  everything: Caller;
  organization: { id: number; slug: string };
  otherOrganization: { id: number; slug: string };
}

let made = 0;

async function organization(db: Db, slug: string): Promise<{ id: number; slug: string }> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO organizations (slug, name, site, address_line1, city, region, postal_code) VALUES (${slug}, ${`${slug} School`}, 'us', '1 Elm St', 'Springfield', 'IL', '62701') RETURNING id`,
  );
  return { id: row!.id, slug };
}

/**
 * The access token the app hands this account now: next-auth's own jwt and session callbacks, as at sign-in then at a
 * session read, so whatever the session carries (scopes, the credential version, any claim added later) is in it.
 * Suites that try operations one after another ask again before each call: a password change ends older tokens.
 */
export async function accessTokenOf(userId: string, db: Db): Promise<string> {
  const viewer = await getViewer(userId, db);
  if (!viewer) throw new Error(`No account ${userId}`);
  // The account's credentials as they are now: an operation tried earlier (a password change) may have renewed them.
  const [current] = await queryRows<{ credential_version: number }>(db, sql`SELECT credential_version FROM users WHERE id = ${userId}`);
  // Loaded here, not at the top: next-auth's options read the environment, which the test file sets first.
  const { authOptions } = await import('@/modules/accounts/next.server');
  const callbacks = authOptions.callbacks!;
  const signedIn = (await callbacks.jwt!({
    token: { sub: userId },
    user: { ...viewer, credentialVersion: current!.credential_version },
    trigger: 'signIn',
  } as never)) as JWT;
  const read = (await callbacks.jwt!({ token: signedIn } as never)) as JWT;
  const session = (await callbacks.session!({ session: { expires: new Date(Date.now() + 3600_000).toISOString() }, token: read } as never)) as Session & {
    accessToken: string;
  };
  return session.accessToken;
}

async function person(db: Db, label: string, scopes: string[], memberOf?: number): Promise<Caller> {
  made += 1;
  const email = `${label}${made}@security-suite.test`;
  const { id } = await registerCustomer({ email, password: 'ReadMore2026', firstName: label, lastName: 'Suite', newsletter: false }, db);
  if (scopes.length > 0) await db.execute(sql`UPDATE users SET scopes = ${`{${scopes.join(',')}}`}::text[] WHERE id = ${id}`);
  if (memberOf !== undefined) await db.execute(sql`INSERT INTO organization_members (organization_id, user_id) VALUES (${memberOf}, ${id})`);
  return { userId: id, email, token: await accessTokenOf(id, db) };
}

export async function createCallers(db: Db): Promise<Callers> {
  const suffix = `${Date.now().toString(36)}${(made += 1)}`;
  const own = await organization(db, `suite-school-${suffix}`);
  const other = await organization(db, `suite-other-${suffix}`);
  const guest = await resumeOrCreateGuest(null, db);
  return {
    guest: { userId: guest.id, email: null, token: await accessTokenOf(guest.id, db) },
    customer: await person(db, 'customer', []),
    organizer: await person(db, 'organizer', ['organizer'], own.id),
    staff: await person(db, 'staff', ['admin']),
    otherOrganizer: await person(db, 'other', ['organizer'], other.id),
    everything: await person(db, 'everything', ['admin', 'organizer'], own.id),
    organization: own,
    otherOrganization: other,
  };
}
