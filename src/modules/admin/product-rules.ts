/**
 * What the back office may change on a product (issue 9), checked by one zod schema (pure). Prices arrive as decimal
 * strings as staff type them ("12.99") and become integer cents without floating point; the actual price is computed,
 * never sent.
 */
import { z } from 'zod';
import { parseDecimalCents } from '@/lib/decimal-cents';
import { ADMIN_SCOPE, ORGANIZER_SCOPE } from '@/modules/accounts';
import { SITE_IDS, siteSchema } from '@/modules/regions';

/** The scopes the back office gives and takes: shop staff and book fair organizers. */
export const GRANTABLE_SCOPES = [ADMIN_SCOPE, ORGANIZER_SCOPE] as const;
export type GrantableScope = (typeof GRANTABLE_SCOPES)[number];

export const scopeChangeSchema = z.object({
  email: z.email({ error: 'email must be an email address.' }).max(254),
  scope: z.enum(GRANTABLE_SCOPES, { error: 'scope must be admin or organizer.' }),
  granted: z.boolean({ error: 'granted must be true or false.' }),
});

export const MAX_PRICE_CENTS = 100_000_00;
export const MAX_STOCK = 1_000_000;
export const MAX_TAGS = 20;
/** How many products one back-office search shows. */
export const ADMIN_SEARCH_LIMIT = 50;

const price = (label: string) =>
  z
    .string({ error: `${label} must be a price like 12.99.` })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: `${label} must be a price like 12.99.` })
    .transform((value, context) => {
      const parsed = parseDecimalCents(value);
      if (parsed.ok) return parsed.cents;
      context.addIssue({ code: 'custom', message: `${label} must be a price like 12.99.` });
      return z.NEVER;
    })
    .refine((cents) => cents <= MAX_PRICE_CENTS, { error: `${label} is too high.` });

const optionalPrice = (label: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(z.union([z.null(), price(label)]));

const currencyPrices = (currency: string) =>
  z
    .object({ list: price(`${currency} list price`), regular: price(`${currency} regular price`), sale: optionalPrice(`${currency} sale price`) })
    .refine((prices) => prices.sale === null || prices.sale <= prices.regular, {
      error: `The ${currency} sale price must not be above the regular price.`,
      path: ['sale'],
    })
    .refine((prices) => prices.regular <= prices.list, { error: `The ${currency} regular price must not be above the list price.`, path: ['regular'] });

export const productEditSchema = z.object({
  usd: currencyPrices('USD'),
  cad: currencyPrices('CAD'),
  stock: z
    .number({ error: 'Stock must be a whole number.' })
    .int({ error: 'Stock must be a whole number.' })
    .min(0, { error: 'Stock cannot be below 0.' })
    .max(MAX_STOCK),
  maxPurchaseQty: z
    .number({ error: 'The order limit must be a whole number.' })
    .int()
    .min(1, { error: 'The order limit must be at least 1.' })
    .max(99, { error: 'The order limit can be at most 99.' }),
  sites: z.array(siteSchema).max(SITE_IDS.length),
  tags: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'A tag is lower-case words joined by hyphens, like new-this-week.' }),
    )
    .max(MAX_TAGS, { error: `At most ${MAX_TAGS} tags.` }),
});

export type ProductEditInput = z.input<typeof productEditSchema>;
export type ProductEdit = z.output<typeof productEditSchema>;
