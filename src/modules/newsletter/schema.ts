import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { siteEnum } from '@/modules/regions/schema';

/**
 * Newsletter subscriptions with double opt-in, one per email and site: pending until the emailed link is confirmed,
 * then confirmed, or unsubscribed. Only a SHA-256 of the confirmation token is kept. The timestamps are the record of
 * consent (who asked, from where, when they confirmed or left).
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased. */
    email: text('email').notNull(),
    site: siteEnum('site').notNull(),
    /** pending: waiting for the link; confirmed; unsubscribed. */
    status: text('status').notNull().default('pending'),
    /** Where the last request came from: prompt (the newsletter prompt and its API), registration, account. */
    source: text('source').notNull(),
    /** SHA-256 (hex) of the token of the latest confirmation email. */
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_site_key').on(t.email, t.site),
    uniqueIndex('newsletter_subscriptions_token_key').on(t.confirmationTokenHash),
    index('newsletter_subscriptions_status_idx').on(t.site, t.status),
    check('newsletter_subscriptions_status', sql`${t.status} IN ('pending', 'confirmed', 'unsubscribed')`),
    check('newsletter_subscriptions_source', sql`${t.source} IN ('prompt', 'registration', 'account')`),
    check('newsletter_subscriptions_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);
