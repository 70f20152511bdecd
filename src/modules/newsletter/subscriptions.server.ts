import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { type Db, getDb, inTransaction } from '@/db';
import { authSecret, env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { clearNewsletterChoice } from '@/modules/accounts/index.server';
import { sendMail } from '@/modules/email/index.server';
import { sitePath, type SiteId } from '@/modules/regions';
import { confirmationEmail } from './emails';
import {
  accountNewsletterChanges,
  CONFIRMATION_DAYS,
  RESEND_AFTER_MINUTES,
  type AccountChoice,
  type ConfirmationOutcome,
  type SubscriptionSource,
  type UnsubscribeOutcome,
} from './rules';
import { newsletterSubscriptions } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * The token of a subscription's unsubscribe link: an HMAC of its id under a key of its own derived from AUTH_SECRET,
 * so any later email can carry the link without a token being stored. Rotating AUTH_SECRET ends the old links.
 */
export function unsubscribeToken(subscriptionId: string): string {
  const key = createHash('sha256').update(`newsletter-unsubscribe:${authSecret()}`).digest();
  return createHmac('sha256', key).update(subscriptionId).digest('base64url');
}

function unsubscribeTokenMatches(subscriptionId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(subscriptionId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function absoluteUrl(site: SiteId, path: string, query: Record<string, string>): string {
  return new URL(`${sitePath(site, path)}?${new URLSearchParams(query).toString()}`, env().PUBLIC_URL).toString();
}

/**
 * Starts the double opt-in of an email on a site: a new or unsubscribed address becomes pending and is mailed a link;
 * a pending one is mailed a new link (at most every RESEND_AFTER_MINUTES); a confirmed one is left alone. Resolves
 * the same way in every case, so callers cannot tell which it was.
 */
export async function subscribe(request: { email: string; site: SiteId; source: SubscriptionSource }, db?: Db, now = new Date()): Promise<void> {
  const database = db ?? (await getDb());
  const email = request.email.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const issued = {
    status: 'pending',
    source: request.source,
    confirmationTokenHash: tokenHash(token),
    confirmationSentAt: now,
    confirmationExpiresAt: new Date(now.getTime() + CONFIRMATION_DAYS * DAY_MS),
  };
  const subscriptionId = await inTransaction(database, async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.site, request.site)))
      .for('update');
    if (!existing) {
      // A request for the same address at the same moment may insert first: then that one mails the link.
      const [created] = await tx
        .insert(newsletterSubscriptions)
        .values({ email, site: request.site, ...issued })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      return created?.id ?? null;
    }
    if (existing.status === 'confirmed') return null;
    const resendFrom = new Date(now.getTime() - RESEND_AFTER_MINUTES * 60_000);
    if (existing.status === 'pending' && existing.confirmationSentAt && existing.confirmationSentAt > resendFrom) return null;
    await tx
      .update(newsletterSubscriptions)
      .set({ ...issued, confirmedAt: null, unsubscribedAt: null })
      .where(eq(newsletterSubscriptions.id, existing.id));
    return existing.id;
  });
  if (!subscriptionId) {
    logger.info({ site: request.site }, 'newsletter subscription asked again: no email sent');
    return;
  }
  const mail = confirmationEmail(request.site, {
    confirm: absoluteUrl(request.site, '/newsletter/confirm', { token }),
    unsubscribe: absoluteUrl(request.site, '/newsletter/unsubscribe', { id: subscriptionId, token: unsubscribeToken(subscriptionId) }),
  });
  try {
    await sendMail({ to: email, ...mail });
  } catch (error) {
    // The link never left: let the next request send one at once instead of waiting out the resend interval.
    await database
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: null })
      .where(and(eq(newsletterSubscriptions.id, subscriptionId), eq(newsletterSubscriptions.confirmationTokenHash, tokenHash(token))));
    throw error;
  }
}

/** Confirms the pending subscription of a confirmation link's token, if the link is the latest one and unexpired. */
export async function confirmSubscription(token: string, db?: Db, now = new Date()): Promise<ConfirmationOutcome> {
  if (!token) return 'invalid';
  const database = db ?? (await getDb());
  const hash = tokenHash(token);
  const [confirmed] = await database
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.confirmationTokenHash, hash),
        eq(newsletterSubscriptions.status, 'pending'),
        gt(newsletterSubscriptions.confirmationExpiresAt, now),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (confirmed) return 'confirmed';
  const [known] = await database.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.confirmationTokenHash, hash)).limit(1);
  if (!known || known.status === 'unsubscribed') return 'invalid';
  return known.status === 'confirmed' ? 'already-confirmed' : 'expired';
}

/** The address an unsubscribe link is for, or null when the link is not one of ours. */
export async function subscriptionOfLink(subscriptionId: string, token: string, db?: Db): Promise<{ email: string; site: SiteId; status: string } | null> {
  if (!isUuid(subscriptionId) || !unsubscribeTokenMatches(subscriptionId, token)) return null;
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ email: newsletterSubscriptions.email, site: newsletterSubscriptions.site, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, subscriptionId))
    .limit(1);
  return row ?? null;
}

/**
 * Ends the subscription of an unsubscribe link (pending or confirmed), with no sign-in: the link's HMAC is the proof.
 * A customer account with that email has its newsletter box unticked too, so account details say the same.
 */
export async function unsubscribeByLink(subscriptionId: string, token: string, db?: Db, now = new Date()): Promise<UnsubscribeOutcome> {
  const database = db ?? (await getDb());
  const subscription = await subscriptionOfLink(subscriptionId, token, database);
  if (!subscription) return 'invalid';
  if (subscription.status === 'unsubscribed') return 'already-unsubscribed';
  await database
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now })
    .where(and(eq(newsletterSubscriptions.id, subscriptionId), ne(newsletterSubscriptions.status, 'unsubscribed')));
  await clearNewsletterChoice(subscription.email, database);
  return 'unsubscribed';
}

/** Unsubscribes an email on every site (its account's box was unticked). */
export async function unsubscribeEverywhere(email: string, db?: Db, now = new Date()): Promise<void> {
  const database = db ?? (await getDb());
  await database
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now })
    .where(and(eq(newsletterSubscriptions.email, email.trim().toLowerCase()), inArray(newsletterSubscriptions.status, ['pending', 'confirmed'])));
}

/**
 * Keeps subscriptions in step with the account forms' newsletter box (see accountNewsletterChanges): registration and
 * account details call it after saving. The account change has already happened, so a failure here (the mail server
 * down) is logged rather than failing the shopper's request.
 */
export async function followAccountChoice(
  before: AccountChoice | null,
  after: AccountChoice,
  site: SiteId,
  source: 'registration' | 'account',
  db?: Db,
): Promise<void> {
  const changes = accountNewsletterChanges(before, after);
  try {
    if (changes.unsubscribe) await unsubscribeEverywhere(changes.unsubscribe, db);
    if (changes.subscribe) await subscribe({ email: changes.subscribe, site, source }, db);
  } catch (error) {
    logger.error({ err: error, site }, "the account's newsletter choice could not be applied to its subscription");
  }
}
