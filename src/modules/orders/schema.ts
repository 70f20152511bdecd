import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/accounts/schema';
import type { ECardSnapshot } from '@/modules/giftcards';
import type { Carrier, ShippingState } from './fulfilment';
import { products } from '@/modules/catalog/schema';
import { siteEnum } from '@/modules/regions/schema';
import { organizations } from '@/modules/organizations/schema';

/**
 * An order's life: `pending_payment` from placement until the payment answers, then `paid`; `payment_failed` when it
 * is declined (stock and gift cards given back); `shipped`, `delivered`; `cancelled`; `refunded` or
 * `partially_refunded`.
 */
export const orderStatus = pgEnum('order_status', [
  'pending_payment',
  'payment_failed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'partially_refunded',
  'refunded',
]);

export interface OrderAddress {
  fullName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: 'US' | 'CA';
  phone: string;
}

export interface OrderTaxLine {
  label: string;
  cents: number;
}

export interface OrderDiscount {
  type: 'coupon' | 'promotion';
  label: string;
  cents: number;
}

/** Orders keep snapshots of everything they were sold at: later catalogue changes never change an order. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human-friendly and unguessable, e.g. BF-7K2M-Q9XD. */
    number: text('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    site: siteEnum('site').notNull(),
    currency: text('currency').notNull(),
    status: orderStatus('status').notNull().default('pending_payment'),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    shippingMethod: text('shipping_method').notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress | null>(),
    couponCode: text('coupon_code'),
    discounts: jsonb('discounts').$type<OrderDiscount[]>().notNull().default([]),
    taxLines: jsonb('tax_lines').$type<OrderTaxLine[]>().notNull().default([]),
    itemsCents: integer('items_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    giftCardCents: integer('gift_card_cents').notNull(),
    /** What the card pays: total − gift cards. */
    amountDueCents: integer('amount_due_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Where the parcel is, beside where the money is (`status`): unfulfilled, partly_shipped, shipped, delivered. */
    shippingState: text('shipping_state').$type<ShippingState>().notNull().default('unfulfilled'),
    paymentProvider: text('payment_provider'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_user_idx').on(t.userId, t.placedAt),
    index('orders_organization_idx').on(t.organizationId, t.placedAt),
    check('orders_total_adds_up', sql`${t.totalCents} = ${t.itemsCents} - ${t.discountCents} + ${t.shippingCents} + ${t.taxCents}`),
    check('orders_due_adds_up', sql`${t.amountDueCents} = ${t.totalCents} - ${t.giftCardCents}`),
    check(
      'orders_amounts_nonnegative',
      sql`${t.itemsCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.shippingCents} >= 0 AND ${t.taxCents} >= 0 AND ${t.giftCardCents} >= 0 AND ${t.amountDueCents} >= 0`,
    ),
    check('orders_refund_bounded', sql`${t.refundedCents} BETWEEN 0 AND ${t.totalCents}`),
    check('orders_shipping_state', sql`${t.shippingState} IN ('unfulfilled', 'partly_shipped', 'shipped', 'delivered')`),
    index('orders_shipping_state_idx').on(t.shippingState, t.placedAt),
  ],
);

/** Order lines: a product (sku, title, price, tax class as sold) or an eCard bought as a gift. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    format: text('format').notNull(),
    taxClass: text('tax_class').notNull(),
    unitCents: integer('unit_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's discounts, and of its tax. */
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    eCard: jsonb('e_card').$type<ECardSnapshot | null>(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_kind', sql`${t.kind} IN ('product', 'gift_card')`),
    check('order_lines_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_lines_refund_bounded', sql`${t.refundedQuantity} BETWEEN 0 AND ${t.quantity}`),
    check('order_lines_shipped_bounded', sql`${t.shippedQuantity} BETWEEN 0 AND ${t.quantity}`),
  ],
);

/** The status timeline of an order, oldest first. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/**
 * One row per Idempotency-Key and person: `processing` while a placement runs, then the answer it gave, replayed for
 * the same key. A key whose attempt placed no order is released, so the shopper can try it again.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The version of the person's cart when the key was first used (cart's `carts.version`); null for older rows. */
    cartVersion: integer('cart_version'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), check('checkout_attempts_state', sql`${t.state} IN ('processing', 'completed')`)],
);

/** Money moved by a payment provider for an order: charges and refunds. Never a card number; at most its last 4. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    providerRef: text('provider_ref'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    check('payments_kind', sql`${t.kind} IN ('charge', 'refund')`),
    check('payments_amount_nonnegative', sql`${t.amountCents} >= 0`),
    check('payments_last4', sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** Provider webhook events already handled (Stripe may send one more than once). */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Refunds of an order, whole or per line: what was returned and to where (card, gift cards). */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    toCardCents: integer('to_card_cents').notNull(),
    toGiftCardsCents: integer('to_gift_cards_cents').notNull(),
    lines: jsonb('lines').$type<Array<{ lineId: number; quantity: number }>>().notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    check('refunds_adds_up', sql`${t.amountCents} = ${t.toCardCents} + ${t.toGiftCardsCents} AND ${t.amountCents} > 0`),
  ],
);

/** Parcels sent for an order: which units, with which carrier and tracking number, when and by whom. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').$type<Carrier>().notNull(),
    trackingNumber: text('tracking_number').notNull(),
    lines: jsonb('lines').$type<Array<{ lineId: number; quantity: number }>>().notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId, t.shippedAt)],
);
