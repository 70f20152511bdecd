import { z } from 'zod';
import type { CartAnswer, CartItem } from './types';

/** The cart as every cart route answers it (`CartAnswer`): the OpenAPI document's schema, checked by the tests. */
const cartItemSchema = z
  .object({
    sku: z.string(),
    title: z.string(),
    url: z.string(),
    quantity: z.number().int(),
    max_purchase_qty: z.number().int(),
    list_price_usd: z.number(),
    regular_price_usd: z.number(),
    sale_price_usd: z.number(),
    list_price_cad: z.number(),
    regular_price_cad: z.number(),
    sale_price_cad: z.number(),
    finalPrice: z.number().meta({ description: "The price charged per unit in the cart's currency (the sale price, else the regular price)" }),
    savedForLater: z.boolean(),
    createdAt: z.string(),
    author: z.string().nullable(),
    binding: z.string(),
    taxCode: z.string(),
    largeImageUrl: z.string(),
    inStock: z.boolean(),
  })
  .meta({ id: 'CartItem' }) satisfies z.ZodType<CartItem>;

export const cartAnswerSchema = z
  .object({
    cart: z.object({
      customerId: z.string(),
      currency: z.enum(['usd', 'cad']),
      subtotal: z.number().meta({ description: 'Σ quantity × finalPrice − coupon − promotions, never below 0; decimal in the currency' }),
      couponTotalSaved: z.number(),
      discounts: z.array(z.object({ type: z.enum(['coupon', 'promotion']), value: z.number(), label: z.string() })),
      items: z.array(cartItemSchema),
    }),
    savedForLaterItems: z.array(cartItemSchema),
    giftCards: z.array(
      z.object({
        id: z.number().int(),
        amount: z.number(),
        style: z.string(),
        giftFrom: z.string(),
        giftToName: z.string(),
        giftToEmail: z.string(),
        giftMessage: z.string(),
      }),
    ),
    cartCount: z.number().int(),
    coupon: z.object({ code: z.string().nullable(), error: z.string().nullable() }),
    messages: z.array(z.string()),
    freeShipping: z.object({ threshold: z.number(), remaining: z.number() }),
  })
  .meta({ id: 'CartAnswer' }) satisfies z.ZodType<CartAnswer>;
