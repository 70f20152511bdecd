import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/accounts/schema';
import { siteEnum } from '@/modules/regions/schema';
import { orders } from '@/modules/orders/schema';

/** A customer's request for help: a topic, optionally an order of theirs, and a conversation with staff. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: siteEnum('site').notNull(),
    topic: text('topic').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** open: waiting for staff; answered: staff replied, waiting for the customer; closed. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_user_idx').on(t.userId, t.updatedAt), check('support_requests_status', sql`${t.status} IN ('open', 'answered', 'closed')`)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    /** customer or staff. */
    author: text('author').notNull(),
    /** The staff member's name or the operator, for staff messages. */
    authorName: text('author_name').notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_request_idx').on(t.requestId, t.createdAt), check('support_messages_author', sql`${t.author} IN ('customer', 'staff')`)],
);
