/**
 * Issue 19: adding to the cart without script. The product's button sits in a plain form that posts here; the same
 * fields and limits as the cart API's add (`routes.server.ts`), read from a form instead of JSON.
 */
import { z } from 'zod';
import { skuSchema } from '@/modules/catalog';

const MAX_QUANTITY = 99;

export const addToCartFormSchema = z.object({
  sku: skuSchema,
  quantity: z.preprocess(
    (value) => (value === undefined || value === '' ? 1 : Number(value)),
    z
      .number({ error: `quantity must be a whole number from 1 to ${MAX_QUANTITY}.` })
      .int()
      .min(1)
      .max(MAX_QUANTITY),
  ),
});

/** What the cart page says when a form's product could not be added: a code in its address, never the request's text. */
const PROBLEMS: Record<string, string> = {
  PRODUCT_NOT_FOUND: 'We could not find that product.',
  NOT_SOLD_HERE: 'That product is not sold on this site.',
  OUT_OF_STOCK: 'That product is out of stock.',
  BUSY: 'We could not start your cart just now. Please try again in a few minutes.',
};
const UNKNOWN_PROBLEM = 'That product could not be added to your cart.';

/** The code to put in the cart's address for a refusal: one the page has words for, else `INVALID`. */
export function cartProblemCode(code: string): string {
  return Object.hasOwn(PROBLEMS, code) ? code : 'INVALID';
}

/** The sentence the cart page shows for `?problem=`, or null without one. */
export function cartProblemMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return Object.hasOwn(PROBLEMS, code) ? PROBLEMS[code]! : UNKNOWN_PROBLEM;
}

/** Where the form post sends the shopper: the cart, with the organization it shops for and any problem. */
export function cartAddress(cartPath: string, organization: string | null, problem: string | null): string {
  const query = new URLSearchParams();
  if (organization) query.set('org', organization);
  if (problem) query.set('problem', problem);
  const text = query.toString();
  return text ? `${cartPath}?${text}` : cartPath;
}
