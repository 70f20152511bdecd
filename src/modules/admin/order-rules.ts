/**
 * What staff may ask of orders and gift cards in the back office (issue 9), checked by zod schemas with readable
 * messages (pure).
 */
import { z } from 'zod';
import type { ShippingMethod } from '@/modules/checkout';
import { SITE_IDS } from '@/modules/regions';
import { normalizeGiftCardCode } from '@/modules/giftcards';
import { CARRIER_IDS, CARRIERS, normalizeOrderNumber, normalizeTrackingNumber, ORDER_STATUS_LABELS, SHIPPING_STATES, type OrderStatus } from '@/modules/orders';

/** How many orders one back-office search shows, newest first. */
export const ADMIN_ORDERS_LIMIT = 50;
export const ORDER_NOTE_MAX = 500;
export const REFUND_REASON_MAX = 500;
export const REFUND_LINES_MAX = 200;
export const ORDER_QUERY_MAX = 100;

export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

/** How orders travel (checkout's methods), as the orders list offers them to filter on. */
export const ORDER_SHIPPING_METHODS = ['standard', 'fair', 'none'] as const satisfies readonly ShippingMethod[];
export const SHIPPING_METHOD_LABELS: Record<(typeof ORDER_SHIPPING_METHODS)[number], string> = {
  standard: 'Shipped to the customer',
  fair: 'Shipped to the school',
  none: 'Nothing to ship',
};

export const orderNumberParam = z
  .string()
  .trim()
  .refine((value) => normalizeOrderNumber(value) !== null, { error: 'Order numbers look like BF-7K2M-Q9XD.' })
  .transform((value) => normalizeOrderNumber(value)!);

/** The orders search: words (an order number, or part of the customer's email), a status, a site; all optional. */
export const orderSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(ORDER_QUERY_MAX, { error: `Search for at most ${ORDER_QUERY_MAX} characters.` })
    .default(''),
  status: z.enum(['', ...ORDER_STATUSES], { error: `status must be one of ${ORDER_STATUSES.join(', ')}.` }).default(''),
  // Empty: orders of every site.
  site: z.enum(['', ...SITE_IDS], { error: `site must be one of: ${SITE_IDS.join(', ')}.` }).default(''),
  // An organization's slug: its orders only.
  organization: z.string().trim().toLowerCase().max(100, { error: 'A school is named by its slug, at most 100 characters.' }).default(''),
  // A fair's id: orders of its organization placed in its shopping window.
  fair: z
    .string()
    .trim()
    .regex(/^(\d{1,9})?$/, { error: 'Choose a fair from the list.' })
    .default(''),
  shipping: z.enum(['', ...ORDER_SHIPPING_METHODS], { error: `shipping must be one of: ${ORDER_SHIPPING_METHODS.join(', ')}.` }).default(''),
  // A shipping state (unfulfilled, partly shipped…); empty: every one.
  fulfilment: z.enum(['', ...SHIPPING_STATES], { error: `fulfilment must be one of: ${SHIPPING_STATES.join(', ')}.` }).default(''),
});
export type OrderSearch = z.output<typeof orderSearchSchema>;

export const SHIPMENT_LINES_MAX = 200;

/**
 * A shipment: a carrier of the fixed list and its tracking number (checked loosely per carrier, stored in the
 * carrier's form), and the units per line, or none for everything left to ship.
 */
export const shipmentSchema = z
  .object({
    carrier: z.enum(CARRIER_IDS, { error: `carrier must be one of: ${CARRIER_IDS.join(', ')}.` }),
    trackingNumber: z.string({ error: 'Enter the tracking number.' }).trim().min(1, { error: 'Enter the tracking number.' }).max(60, {
      error: 'A tracking number has at most 40 letters and digits.',
    }),
    lines: z
      .array(
        z.object({
          lineId: z
            .number({ error: "lineId must be the id of one of the order's lines." })
            .int({ error: "lineId must be the id of one of the order's lines." })
            .positive({ error: "lineId must be the id of one of the order's lines." })
            .max(2_147_483_647, { error: "lineId must be the id of one of the order's lines." }),
          quantity: z
            .number({ error: 'quantity must be a whole number of units.' })
            .int({ error: 'quantity must be a whole number of units.' })
            .min(1, { error: 'Ship at least one unit of each line you list.' })
            .max(999, { error: 'quantity can be at most 999.' }),
        }),
        { error: 'lines must be a list of { lineId, quantity }.' },
      )
      .max(SHIPMENT_LINES_MAX, { error: `At most ${SHIPMENT_LINES_MAX} lines.` })
      .optional(),
    note: z
      .string({ error: 'note must be text.' })
      .trim()
      .max(ORDER_NOTE_MAX, { error: `The note can be at most ${ORDER_NOTE_MAX} characters.` })
      .default(''),
  })
  .transform((shipment, context) => {
    const trackingNumber = normalizeTrackingNumber(shipment.carrier, shipment.trackingNumber);
    if (trackingNumber) return { ...shipment, trackingNumber };
    context.addIssue({
      code: 'custom',
      path: ['trackingNumber'],
      message: `That is not a ${CARRIERS[shipment.carrier].name} tracking number: it has ${CARRIERS[shipment.carrier].trackingHint}.`,
    });
    return z.NEVER;
  });
export type ShipmentInput = z.input<typeof shipmentSchema>;
export type Shipment = z.output<typeof shipmentSchema>;

export const deliveredSchema = z.object({
  note: z
    .string({ error: 'note must be text.' })
    .trim()
    .max(ORDER_NOTE_MAX, { error: `The note can be at most ${ORDER_NOTE_MAX} characters.` })
    .default(''),
});

const refundLine = z.object({
  lineId: z
    .number({ error: "lineId must be the id of one of the order's lines." })
    .int({ error: "lineId must be the id of one of the order's lines." })
    .positive({ error: "lineId must be the id of one of the order's lines." }),
  quantity: z
    .number({ error: 'quantity must be a whole number of units.' })
    .int({ error: 'quantity must be a whole number of units.' })
    .min(1, { error: 'Refund at least one unit of each line you list.' })
    .max(999, { error: 'quantity can be at most 999.' }),
});

/** A refund: everything not yet refunded (`full: true`), or units of some lines; never both, never neither. */
export const refundSchema = z
  .object({
    full: z.boolean({ error: 'full must be true or false.' }).default(false),
    lines: z
      .array(refundLine, { error: 'lines must be a list of { lineId, quantity }.' })
      .max(REFUND_LINES_MAX, { error: `At most ${REFUND_LINES_MAX} lines.` })
      .optional(),
    reason: z
      .string({ error: 'reason must be text.' })
      .trim()
      .max(REFUND_REASON_MAX, { error: `The reason can be at most ${REFUND_REASON_MAX} characters.` })
      .default(''),
  })
  .refine((refund) => refund.full !== (refund.lines !== undefined && refund.lines.length > 0), {
    error: 'Ask for a full refund (full: true) or list the lines and quantities to refund, not both.',
  });
export type RefundInput = z.input<typeof refundSchema>;
export type Refund = z.output<typeof refundSchema>;

export const giftCardCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the gift card code.' })
    .trim()
    .max(40, { error: 'Gift card codes have 16 letters and digits, like ABCD-EFGH-JKMN-PQRS.' })
    .refine((code) => normalizeGiftCardCode(code) !== null, { error: 'Gift card codes have 16 letters and digits, like ABCD-EFGH-JKMN-PQRS.' }),
});

export const GIFT_CARD_STATUSES = ['active', 'disabled'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
export const giftCardStatusSchema = z.object({
  status: z.enum(GIFT_CARD_STATUSES, { error: 'status must be active or disabled.' }),
  reason: z
    .string({ error: 'reason must be text.' })
    .trim()
    .max(REFUND_REASON_MAX, { error: `The reason can be at most ${REFUND_REASON_MAX} characters.` })
    .default(''),
});
