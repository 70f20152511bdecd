import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carts } from '@/modules/cart/schema';
import { orders } from '@/modules/orders/schema';

/**
 * Issued gift cards. Only a SHA-256 of the code is kept (with its last 4 characters to tell cards apart): the code is
 * shown once, in the recipient's email. The balance can never go below zero.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    codeLast4: text('code_last4').notNull(),
    currency: text('currency').notNull(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    status: text('status').notNull().default('active'),
    /** The order that bought it, and its line; null for cards issued by staff. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: integer('order_line_id'),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    sender: text('sender').notNull(),
    message: text('message').notNull().default(''),
    style: text('style').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_hash_key').on(t.codeHash),
    uniqueIndex('gift_cards_order_line_key').on(t.orderLineId),
    check('gift_cards_balance_bounded', sql`${t.balanceCents} >= 0 AND ${t.balanceCents} <= ${t.initialCents}`),
    check('gift_cards_status', sql`${t.status} IN ('active', 'disabled')`),
    check('gift_cards_currency', sql`${t.currency} IN ('USD', 'CAD')`),
  ],
);

/** Every change to a balance: issue (+), redeem (−), give back on refund or failed payment (+). */
export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_transactions_card_idx').on(t.giftCardId),
    index('gift_card_transactions_order_idx').on(t.orderId),
    check('gift_card_transactions_kind', sql`${t.kind} IN ('issue', 'redeem', 'restore')`),
  ],
);

/** eCards waiting in a cart to be bought: the amount in the cart's currency and what the recipient will see. */
export const cartGiftCards = pgTable(
  'cart_gift_cards',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    style: text('style').notNull(),
    giftFrom: text('gift_from').notNull(),
    giftToName: text('gift_to_name').notNull(),
    giftToEmail: text('gift_to_email').notNull(),
    giftMessage: text('gift_message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_gift_cards_cart_idx').on(t.cartId), check('cart_gift_cards_amount_positive', sql`${t.amountCents} > 0`)],
);
