import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, refunds } from '@/modules/orders/schema';
import { bookFairs, organizations } from './schema';

/**
 * The rewards ledger: what each paid order earned its organization (base, and bookfair while a fair's online window was
 * open when it was placed), and the reversals its refunds brought. Σ amount is the organization's balance, in cents of
 * its currency. An order earns once per kind: `refund_id` is null for earnings.
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fairId: integer('fair_id').references(() => bookFairs.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    /** The order's eligible subtotal this entry is a share of (negative for a reversal). */
    eligibleCents: integer('eligible_cents').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reward_entries_organization_idx').on(t.organizationId, t.createdAt),
    index('reward_entries_order_idx').on(t.orderId),
    uniqueIndex('reward_entries_earned_once')
      .on(t.orderId, t.kind)
      .where(sql`${t.refundId} IS NULL`),
    check('reward_entries_kind', sql`${t.kind} IN ('base', 'bookfair')`),
  ],
);
