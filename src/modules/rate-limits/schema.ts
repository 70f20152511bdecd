import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every app process (decision 009): one row per limit and subject (an IP address, an
 * account…) in its current window. `key` is `<limit name>:<digest of the subject>`, so no address or email is stored;
 * `expires_at` is the end of the window (or of the block), in milliseconds since the epoch. Rows past their end are
 * counted again from zero by the next consume and swept now and then.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});
