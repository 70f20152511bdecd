import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/accounts/schema';
import { products } from '@/modules/catalog/schema';
import { siteEnum } from '@/modules/regions/schema';

/** One cart per person (guest or customer) and site; the site fixes the currency (us USD, ca CAD). */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: siteEnum('site').notNull(),
    couponCode: text('coupon_code'),
    /**
     * Counts every change of the cart's contents (lines, eCards, coupon) and every purchase out of it: a checkout
     * attempt remembers the version it began with, so an old attempt never places or pays for a cart changed or
     * bought since.
     */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_user_site_key').on(t.userId, t.site)],
);

/** Lines of a cart: only sku, quantity and flags. Prices always come from the catalogue, never from here. */
export const cartItems = pgTable(
  'cart_items',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    savedForLater: boolean('saved_for_later').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] }), check('cart_items_quantity_positive', sql`${t.quantity} >= 1`)],
);

export const couponKind = pgEnum('coupon_kind', ['percent', 'amount']);

/** Coupon codes (stored uppercase): a percentage, or a fixed amount per currency, with a minimum and a window. */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    kind: couponKind('kind').notNull(),
    /** Whole percent off the items, for `percent` coupons. */
    percentOff: integer('percent_off'),
    amountOffUsd: integer('amount_off_usd'),
    amountOffCad: integer('amount_off_cad'),
    minSubtotalUsd: integer('min_subtotal_usd').notNull().default(0),
    minSubtotalCad: integer('min_subtotal_cad').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Orders that may use it in all; null for no limit. Counted when an order is placed (checkout). */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** One order per customer (account and email address), counted when the order is placed: coupon_redemptions. */
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupons_percent_range', sql`${t.kind} <> 'percent' OR (${t.percentOff} BETWEEN 1 AND 100)`),
    check('coupons_amount_set', sql`${t.kind} <> 'amount' OR (${t.amountOffUsd} > 0 AND ${t.amountOffCad} > 0)`),
  ],
);

/**
 * Who has used a once-per-customer coupon: one row per coupon and customer key (`account:<user id>` and
 * `email:<address as compared>`), written in the order's transaction, so of two concurrent orders of one customer only
 * one can hold it. An order that gives its coupon back (payment failed) deletes its rows.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    code: text('code')
      .notNull()
      .references(() => coupons.code, { onDelete: 'cascade' }),
    customer: text('customer').notNull(),
    /** The order that used it (orders owns that table: no foreign key from here). */
    orderId: integer('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.customer] }), index('coupon_redemptions_order_idx').on(t.orderId)],
);

/** Automatic promotions: buy at least `minQuantity` items of a format, save `percentOff` on those items. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    format: text('format').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    percentOff: integer('percent_off').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('promotions_active_idx').on(t.active), check('promotions_percent_range', sql`${t.percentOff} BETWEEN 1 AND 100`)],
);
