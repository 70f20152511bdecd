import { z } from 'zod';
import type { orderJson, orderSummaryJson } from './json';
import { CARRIER_IDS, SHIPPING_STATES, type Carrier } from './fulfilment';
import type { OrderStatus } from './rules';
import type { PlacementAnswer } from '@/modules/checkout/index.server';
import type { OrderView } from './types';
import { siteSchema } from '@/modules/regions/index.server';

const ORDER_STATUSES = ['pending_payment', 'payment_failed', 'paid', 'shipped', 'delivered', 'cancelled', 'partially_refunded', 'refunded'] as const;
const orderStatus = z.enum(ORDER_STATUSES) satisfies z.ZodType<OrderStatus>;
const shippingState = z.enum(SHIPPING_STATES);
const shipment = z.object({
  id: z.number().int(),
  carrier: z.enum(CARRIER_IDS as [Carrier, ...Carrier[]]),
  carrierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  lines: z.array(z.object({ lineId: z.number().int(), quantity: z.number().int() })),
  shippedAt: z.string(),
});
const currency = z.enum(['USD', 'CAD']);
const site = siteSchema;

/** An order at the JSON edge (`orderJson`): money as decimals in its currency. */
export const orderSchema = z
  .object({
    number: z.string(),
    site,
    currency,
    status: orderStatus,
    statusLabel: z.string(),
    shippingState,
    shippingStateLabel: z.string(),
    email: z.string(),
    placedAt: z.string(),
    paidAt: z.string().nullable(),
    shippingMethod: z.string(),
    shippingAddress: z
      .object({
        fullName: z.string(),
        line1: z.string(),
        line2: z.string(),
        city: z.string(),
        region: z.string(),
        postalCode: z.string(),
        country: z.enum(['US', 'CA']),
        phone: z.string(),
      })
      .nullable(),
    couponCode: z.string().nullable(),
    organization: z.object({ slug: z.string(), name: z.string() }).nullable(),
    lines: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(['product', 'gift_card']),
        sku: z.string(),
        title: z.string(),
        format: z.string(),
        unitPrice: z.number(),
        quantity: z.number().int(),
        discount: z.number(),
        tax: z.number(),
        refundedQuantity: z.number().int(),
        shippedQuantity: z.number().int(),
        eCard: z.object({ style: z.string(), giftFrom: z.string(), giftToName: z.string(), giftToEmail: z.string(), giftMessage: z.string() }).nullable(),
      }),
    ),
    discounts: z.array(z.object({ type: z.enum(['coupon', 'promotion']), label: z.string(), value: z.number() })),
    taxLines: z.array(z.object({ label: z.string(), value: z.number() })),
    items: z.number(),
    discount: z.number(),
    shipping: z.number(),
    tax: z.number(),
    total: z.number(),
    giftCards: z.number(),
    amountDue: z.number(),
    refunded: z.number(),
    payment: z.object({ provider: z.string(), cardBrand: z.string().nullable(), cardLast4: z.string().nullable() }).nullable(),
    timeline: z.array(z.object({ status: orderStatus, note: z.string(), at: z.string() })),
    shipments: z.array(shipment),
  })
  .meta({ id: 'Order' }) satisfies z.ZodType<ReturnType<typeof orderJson>>;

export const orderSummarySchema = z
  .object({
    number: z.string(),
    site,
    currency,
    status: orderStatus,
    statusLabel: z.string(),
    placedAt: z.string(),
    total: z.number(),
    itemCount: z.number().int(),
  })
  .meta({ id: 'OrderSummary' }) satisfies z.ZodType<ReturnType<typeof orderSummaryJson>>;

export const orderAnswerSchema = z.object({ order: orderSchema });

/** The order a checkout placed, found by its Idempotency-Key, and its confirmation page (site-relative). */
export const checkoutByKeyAnswerSchema = z.object({ order: orderSchema, confirmationPath: z.string() });

export const refundAnswerSchema = z.object({
  order: orderSchema,
  refund: z.object({
    amount: z.number(),
    toCard: z.number(),
    toGiftCards: z.number(),
    shipping: z.number(),
    lines: z.array(z.object({ lineId: z.number().int(), quantity: z.number().int() })),
  }),
});

/** An order in cents, as the back office answers it (`OrderView`). */
export const orderViewSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    site,
    currency,
    status: orderStatus,
    shippingState,
    email: z.string(),
    placedAt: z.string(),
    paidAt: z.string().nullable(),
    shippingMethod: z.string(),
    shippingAddress: orderSchema.shape.shippingAddress,
    couponCode: z.string().nullable(),
    organization: z.object({ slug: z.string(), name: z.string() }).nullable(),
    lines: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(['product', 'gift_card']),
        sku: z.string(),
        title: z.string(),
        format: z.string(),
        unitCents: z.number().int(),
        quantity: z.number().int(),
        discountCents: z.number().int(),
        taxCents: z.number().int(),
        refundedQuantity: z.number().int(),
        shippedQuantity: z.number().int(),
        eCard: orderSchema.shape.lines.element.shape.eCard,
      }),
    ),
    discounts: z.array(z.object({ type: z.enum(['coupon', 'promotion']), label: z.string(), cents: z.number().int() })),
    taxLines: z.array(z.object({ label: z.string(), cents: z.number().int() })),
    itemsCents: z.number().int(),
    discountCents: z.number().int(),
    shippingCents: z.number().int(),
    taxCents: z.number().int(),
    totalCents: z.number().int(),
    giftCardCents: z.number().int(),
    amountDueCents: z.number().int(),
    refundedCents: z.number().int(),
    payment: orderSchema.shape.payment,
    timeline: orderSchema.shape.timeline,
    shipments: orderSchema.shape.shipments,
  })
  .meta({ id: 'OrderInCents' }) satisfies z.ZodType<OrderView>;

/** A placed order (`PlacementAnswer`): 201 paid, 202 to pay on the provider's page. */
export const placementAnswerSchema = z
  .object({
    order: z.object({ number: z.string(), status: z.string(), currency: z.string(), total: z.number(), amountDue: z.number() }),
    payment: z.object({ status: z.enum(['paid', 'redirect']), redirectUrl: z.string().optional() }),
    confirmationPath: z.string().meta({ description: 'The confirmation page, site-relative' }),
  })
  .meta({ id: 'PlacementAnswer' }) satisfies z.ZodType<PlacementAnswer>;
