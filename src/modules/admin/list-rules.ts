/**
 * What the back office may change on curated and bestseller lists (issue 9), checked by zod schemas with messages staff
 * can act on (pure). An order is always sent whole, so the server can check it names exactly what it orders.
 */
import { z } from 'zod';
import { multiline } from '@/lib/text';
import { skuSchema } from '@/modules/catalog';
import { siteSchema } from '@/modules/regions/ui/forms';

export const LIST_KINDS = ['curated', 'bestseller'] as const;
export type ListKind = (typeof LIST_KINDS)[number];
/** The most products one list holds (its positions are small integers; a shelf of 200 is already long). */
export const MAX_LIST_ITEMS = 200;
/** The most lists of one kind on one site. */
export const MAX_LISTS = 100;
export const MAX_LIST_TITLE = 120;
export const MAX_LIST_DESCRIPTION = 500;
export const MAX_LIST_SLUG = 60;
export const LIST_SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

const site = siteSchema;
const kind = z.enum(LIST_KINDS, { error: 'kind must be curated or bestseller.' });
const title = z
  .string({ error: 'The title must be text.' })
  .trim()
  .min(1, { error: 'The title cannot be empty.' })
  .max(MAX_LIST_TITLE, { error: `The title can be at most ${MAX_LIST_TITLE} characters.` });
const description = multiline(
  z
    .string({ error: 'The description must be text.' })
    .trim()
    .max(MAX_LIST_DESCRIPTION, { error: `The description can be at most ${MAX_LIST_DESCRIPTION} characters.` }),
);

/** A product code as staff type it: a SKU, or an ISBN-13 with or without hyphens. */
export const productCode = skuSchema;

export const listEditSchema = z.object({ title, description });

export const listCreateSchema = z.object({
  site,
  kind,
  slug: z
    .string({ error: 'The address name must be text.' })
    .trim()
    .max(MAX_LIST_SLUG, { error: `The address name can be at most ${MAX_LIST_SLUG} characters.` })
    .regex(new RegExp(LIST_SLUG_PATTERN), { error: 'The address name is lower-case words joined by hyphens, like summer-reading.' }),
  title,
  description: description.default(''),
});

/** The first value named twice, if any. */
export function firstRepeated<T>(values: T[]): T | undefined {
  const seen = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

export const listItemsOrderSchema = z.object({
  skus: z
    .array(productCode, { error: "skus must be the list of the list's SKUs in their new order." })
    .max(MAX_LIST_ITEMS, { error: `A list holds at most ${MAX_LIST_ITEMS} products.` })
    .superRefine((skus, context) => {
      const repeated = firstRepeated(skus);
      if (repeated !== undefined) context.addIssue({ code: 'custom', message: `${repeated} is named twice; each product comes once in the order.` });
    }),
});

export const listItemAddSchema = z.object({ sku: productCode });

export const listsOrderSchema = z.object({
  site,
  kind,
  ids: z
    .array(z.number({ error: 'ids must be list ids.' }).int({ error: 'ids must be list ids.' }).positive({ error: 'ids must be list ids.' }), {
      error: "ids must be the site's list ids in their new order.",
    })
    .max(MAX_LISTS, { error: `At most ${MAX_LISTS} lists.` })
    .superRefine((ids, context) => {
      const repeated = firstRepeated(ids);
      if (repeated !== undefined) context.addIssue({ code: 'custom', message: `List ${repeated} is named twice; each list comes once in the order.` });
    }),
});

export type ListEdit = z.output<typeof listEditSchema>;
export type ListCreate = z.output<typeof listCreateSchema>;
export type ListsOrder = z.output<typeof listsOrderSchema>;

/** The same values with the one at `from` moved to `to` (both clamped into the array). */
export function moveItem<T>(values: T[], from: number, to: number): T[] {
  if (from < 0 || from >= values.length) return values;
  const target = Math.min(Math.max(to, 0), values.length - 1);
  if (target === from) return values;
  const next = [...values];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/**
 * What differs between an order and the set it must name: the names it has that the set lacks, and the set's names it
 * leaves out, each in their own order.
 */
export function orderMismatch<T>(order: T[], expected: T[]): { unknown: T[]; missing: T[] } {
  const named = new Set(order);
  const wanted = new Set(expected);
  return { unknown: order.filter((value) => !wanted.has(value)), missing: expected.filter((value) => !named.has(value)) };
}

/** The storefront path of a list (spec §2: /browse/cl/{id} and /browse/bs/{id}). */
export const listPath = (list: { kind: ListKind; slug: string }) => `/browse/${list.kind === 'curated' ? 'cl' : 'bs'}/${encodeURIComponent(list.slug)}`;
