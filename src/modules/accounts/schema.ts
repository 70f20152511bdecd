import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Spec §3: a session's role is guest or other; organizers are customers with the `organizer` scope. */
export const userRole = pgEnum('user_role', ['guest', 'customer']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: userRole('role').notNull().default('guest'),
    /** Lowercased; null for guests. */
    email: text('email'),
    /** argon2id; null for guests. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    newsletter: boolean('newsletter').notNull().default(false),
    /**
     * Raised by every change of the sign-in credentials (password changed or reset, email changed): a session made
     * with an older value ends on its next read (issue 18).
     */
    credentialVersion: integer('credential_version').notNull().default(0),
    /** A guest whose session signed in to an existing account: it cannot be resumed, its data moved there. */
    mergedInto: uuid('merged_into'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_customer_has_credentials', sql`${t.role} = 'guest' OR (${t.email} IS NOT NULL AND ${t.passwordHash} IS NOT NULL)`),
  ],
);

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    /** State or province code, e.g. NY or ON. */
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    /** US or CA. */
    country: text('country').notNull(),
    phone: text('phone').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId), check('user_addresses_country', sql`${t.country} IN ('US', 'CA')`)],
);

/** Single-use password reset links: only a SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A change of a customer's email waiting for its confirmation link (issue 18): single use, expiring, only a SHA-256
 * of the token stored. The account keeps its email until the link is opened.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lowercased. */
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
