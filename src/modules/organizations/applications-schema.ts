import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/accounts/schema';
import { siteEnum } from '@/modules/regions/schema';
import { organizations } from './schema';

/**
 * A school's or library's application to host book fairs (issue 19), made by a signed-in person who becomes its first
 * organizer when staff approve it. The organization is created only then, so a refused application leaves none behind.
 */
export const organizationApplications = pgTable(
  'organization_applications',
  {
    id: serial('id').primaryKey(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: siteEnum('site').notNull(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** What shows the applicant speaks for the school: a school email domain, a staff page, a board listing. */
    proof: text('proof').notNull(),
    /** pending: waiting for staff; approved (organization_id set); refused (refusal_reason set). */
    status: text('status').notNull().default('pending'),
    refusalReason: text('refusal_reason').notNull().default(''),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organization_applications_status_idx').on(t.status, t.createdAt),
    index('organization_applications_applicant_idx').on(t.applicantId),
    check('organization_applications_status', sql`${t.status} IN ('pending', 'approved', 'refused')`),
  ],
);
