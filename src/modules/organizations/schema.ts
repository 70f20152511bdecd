import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { siteEnum } from '@/modules/catalog/schema';
import { users } from '@/modules/accounts/schema';

/** Schools and other groups that run book fairs and earn rewards (the organizations issue adds fairs and rewards). */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    site: siteEnum('site').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_slug_key').on(t.slug)],
);

/** Organizers of an organization: users with the `organizer` scope linked to it. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('organizer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] })],
);

/**
 * Book fairs of an organization. Shoppers can have orders shipped to the organization while its fair is active and
 * offers it; the organizations issue adds goals, scheduling and the organizer's tools.
 */
export const bookFairs = pgTable(
  'book_fairs',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    shipToSchool: boolean('ship_to_school').notNull().default(true),
    status: text('status').notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('book_fairs_organization_idx').on(t.organizationId, t.startsAt),
    check('book_fairs_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('book_fairs_status', sql`${t.status} IN ('draft', 'scheduled', 'closed')`),
  ],
);
