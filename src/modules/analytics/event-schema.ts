import { z } from 'zod';
import { skuSchema } from '@/modules/catalog';
import { SITES, siteSchema } from '@/modules/regions';
import { itemsValue, EVENT_LIMITS, MAX_EVENTS_PER_BATCH, toCents, type AnalyticsEvent } from './events';

/**
 * The server's validation of POST /api/events (DESIGN §2: zod at every boundary). Only the server imports this file:
 * the browser tracker sends what `events.ts` builds and never loads zod.
 */

/** Decimal amounts the shop could charge: finite, non-negative, at most 2 decimals (the site's currency). */
const MAX_AMOUNT = 1_000_000;
const money = z
  .number({ error: 'must be a decimal amount in the site currency' })
  .min(0)
  .max(MAX_AMOUNT)
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, { error: 'must be a decimal amount with at most 2 decimals (site currency)' });

/** Bounded one-line text: trimmed, no control characters. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, { error: 'must not hold control characters' });

const site = siteSchema;
const path = z
  .string()
  .max(EVENT_LIMITS.path)
  .regex(/^\/[^?#\s\p{Cc}]*$/u, { error: 'must be a path starting with / (no query, no spaces)' });
const currency = z.enum(['USD', 'CAD']);

const item = z.object({
  item_id: skuSchema,
  item_name: text(EVENT_LIMITS.title),
  price: money,
  quantity: z.number().int().min(1).max(999),
  item_category: text(EVENT_LIMITS.category).optional(),
});

const ecommerce = z.object({ currency, value: money, items: z.array(item).min(1).max(50) });
const refund = z.object({ currency, value: money, transaction_id: text(EVENT_LIMITS.transaction), items: z.array(item).max(50).default([]) });

const base = { site, path };

export const analyticsEventSchema = z
  .discriminatedUnion(
    'name',
    [
      z.object({
        ...base,
        name: z.literal('pageview'),
        page_location: z.url({ protocol: /^https?$/, error: 'page_location must be an http(s) URL' }).max(EVENT_LIMITS.location),
        page_title: text(EVENT_LIMITS.title).optional(),
      }),
      z.object({ ...base, name: z.enum(['add_to_wishlist', 'save_for_later', 'add_to_cart', 'remove_from_cart']), ecommerce }),
      z.object({ ...base, name: z.literal('sign_up'), method: text(EVENT_LIMITS.method) }),
      z.object({ ...base, name: z.literal('apply_coupon'), coupon: text(EVENT_LIMITS.coupon) }),
      z.object({ ...base, name: z.literal('refund'), ecommerce: refund }),
    ],
    { error: 'name must be one of pageview, add_to_wishlist, save_for_later, add_to_cart, remove_from_cart, sign_up, apply_coupon, refund' },
  )
  .superRefine((event, context) => {
    if (!('ecommerce' in event)) return;
    if (event.ecommerce.currency !== SITES[event.site].currency) {
      context.addIssue({ code: 'custom', path: ['ecommerce', 'currency'], message: `must be ${SITES[event.site].currency} on the ${event.site} site` });
    }
    if (event.name !== 'refund' && Array.isArray(event.ecommerce.items) && toCents(event.ecommerce.value) !== toCents(itemsValue(event.ecommerce.items))) {
      context.addIssue({ code: 'custom', path: ['ecommerce', 'value'], message: 'must be the sum of price × quantity of the items' });
    }
  }) satisfies z.ZodType<AnalyticsEvent, unknown>;

/** The body of POST /api/events (sent by sendBeacon as text/plain or by fetch as application/json). */
export const eventBatchSchema = z.object({
  events: z
    .array(analyticsEventSchema)
    .min(1, { error: 'Send at least one event.' })
    .max(MAX_EVENTS_PER_BATCH, { error: `Send at most ${MAX_EVENTS_PER_BATCH} events at once.` }),
});

export type EventBatch = z.infer<typeof eventBatchSchema>;
