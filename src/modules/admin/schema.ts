import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/accounts/schema';

/**
 * Every change made through the back office (issue 9): who, when, what, and the record before and after. Rows are only
 * ever inserted; a deleted user keeps their entries (actor set null, the email kept).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. `product.update`. */
    action: text('action').notNull(),
    /** The kind and key of the record, e.g. `product` and its sku. */
    entity: text('entity').notNull(),
    entityKey: text('entity_key').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityKey, t.createdAt), index('audit_log_created_at_idx').on(t.createdAt)],
);
