import { z } from 'zod';
import type { CheckoutQuote } from './types';

const shippingMethod = z.enum(['standard', 'fair', 'none']);
const labelled = z.array(z.object({ label: z.string(), value: z.number() }));

/** The review (`CheckoutQuote`), decimal money in the site's currency. */
export const checkoutQuoteSchema = z
  .object({
    currency: z.enum(['USD', 'CAD']).nullable(),
    lines: z.array(
      z.object({
        kind: z.enum(['product', 'gift_card']),
        sku: z.string(),
        title: z.string(),
        quantity: z.number().int(),
        unitPrice: z.number(),
        total: z.number(),
      }),
    ),
    requiresAddress: z.boolean().meta({ description: 'Whether the order ships anything (eCards alone need no address)' }),
    shippingOptions: z.array(z.object({ method: shippingMethod, label: z.string(), detail: z.string(), price: z.number() })),
    shippingMethod,
    organization: z.object({ slug: z.string(), name: z.string(), shippingFair: z.string().nullable() }).nullable(),
    items: z.number(),
    discounts: labelled,
    shipping: z.number(),
    taxLines: labelled,
    tax: z.number(),
    taxPending: z.boolean().meta({ description: 'No state or province chosen yet: tax is not in the total' }),
    total: z.number(),
    giftCards: z.array(z.object({ maskedCode: z.string(), value: z.number() })),
    amountDue: z.number(),
    couponCode: z.string().nullable(),
    couponError: z.string().nullable(),
    messages: z.array(z.string()),
    payment: z.object({ provider: z.enum(['test', 'stripe']), collectsCard: z.boolean() }),
    cartVersion: z.number().int().meta({ description: "The cart's version: the checkout page keeps one Idempotency-Key per version and inputs" }),
  })
  .meta({ id: 'CheckoutQuote' }) satisfies z.ZodType<CheckoutQuote>;
