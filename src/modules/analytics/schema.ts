import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { siteEnum } from '@/modules/regions/schema';

/**
 * First-party analytics events (POST /api/events), one row each. `name` is text, not an enum, so a new event needs
 * no migration (the route whitelists names). `user_id` is whoever's bearer token came with the batch, else null;
 * it has no foreign key: events are a log that outlives guest sessions, and a token can outlive its user.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    site: siteEnum('site').notNull(),
    path: text('path').notNull(),
    /** The event's own fields (ecommerce, method, coupon, page_location…), as validated. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_created_at_idx').on(t.name, t.createdAt)],
);
