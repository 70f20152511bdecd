import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { siteEnum } from '@/modules/regions/schema';
import { users } from '@/modules/accounts/schema';

/**
 * Schools and other groups that run book fairs and earn rewards. The site follows the country (us: US, ca: CA) and with
 * it the currency of its orders and rewards. Reward rates are basis points of the eligible subtotal (500 = 5%).
 */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    site: siteEnum('site').notNull(),
    addressLine1: text('address_line1').notNull().default(''),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    logoUrl: text('logo_url').notNull().default(''),
    description: text('description').notNull().default(''),
    baseRewardBp: integer('base_reward_bp').notNull().default(500),
    bookfairRewardBp: integer('bookfair_reward_bp').notNull().default(500),
    /**
     * Its IANA time zone: fairs run from local midnight to local midnight in it (decision 012). New organizations take
     * their state's or province's main zone (`defaultTimeZoneOf`); the column's default only fills rows inserted without one.
     */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /** pending: waiting for staff approval; active; suspended: not selectable, earns nothing. */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organizations_slug_key').on(t.slug),
    index('organizations_postal_code_idx').on(t.postalCode),
    check('organizations_status', sql`${t.status} IN ('pending', 'active', 'suspended')`),
    check('organizations_reward_rates', sql`${t.baseRewardBp} BETWEEN 0 AND 5000 AND ${t.bookfairRewardBp} BETWEEN 0 AND 5000`),
    check('organizations_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
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
 * offers it; the organizations issue adds goals, scheduling and the organizer's tools. The instants are the local
 * midnights of the fair's days in the organization's time zone (decision 012): they move with it when it changes.
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
    /** Sales goal in cents of the organization's currency; 0 for none. */
    goalCents: integer('goal_cents').notNull().default(0),
    /** The online shopping window: orders earn the bookfair rate inside it. Defaults to the fair's own dates. */
    onlineStartsAt: timestamp('online_starts_at', { withTimezone: true }),
    onlineEndsAt: timestamp('online_ends_at', { withTimezone: true }),
    status: text('status').notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('book_fairs_organization_idx').on(t.organizationId, t.startsAt),
    check('book_fairs_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('book_fairs_status', sql`${t.status} IN ('draft', 'scheduled', 'closed')`),
  ],
);

/** A person's favourite organizations (spec §7 favourites). */
export const favoriteOrganizations = pgTable(
  'favorite_organizations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
);

/**
 * The organization staff feature on each site's home and help pages (issue 9). No row: the site's default from its
 * static config (`SITES[site].featuredOrganization`), so a fresh database shows what it always did.
 */
export const siteFeaturedOrganizations = pgTable('site_featured_organizations', {
  site: siteEnum('site').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
