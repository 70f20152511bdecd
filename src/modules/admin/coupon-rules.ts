/**
 * What the back office may set on coupons and automatic promotions (issue 9), checked by zod schemas (pure) that say
 * in words what the database's CHECK constraints would refuse: upper-case codes, a percentage from 1 to 100, an amount
 * in both currencies for `amount` coupons, a window that ends after it starts. Money arrives as decimal strings as staff
 * type them and becomes integer cents. The usage limit's floor (the uses already counted) is the service's check.
 */
import { z } from 'zod';
import { parseDecimalCents } from '@/lib/decimal-cents';

export const COUPON_CODE_PATTERN = '^[A-Z0-9]{3,32}$';
export const COUPON_DESCRIPTION_MAX_LENGTH = 200;
export const PROMOTION_LABEL_MAX_LENGTH = 120;
export const PROMOTION_FORMAT_MAX_LENGTH = 60;
export const MAX_COUPON_CENTS = 10_000_00;
export const MAX_USAGE_LIMIT = 1_000_000;
export const MONEY_PATTERN = '^(\\d{1,6}(\\.\\d{1,2})?)?$';

const money = (label: string) =>
  z
    .string({ error: `${label} must be an amount like 5.00.` })
    .trim()
    .regex(new RegExp(MONEY_PATTERN))
    .transform((value, context) => {
      if (value === '') return null;
      // MONEY_PATTERN lets through only what parseDecimalCents reads: at most 6 digits and 2 decimals.
      const parsed = parseDecimalCents(value);
      if (parsed.ok && parsed.cents <= MAX_COUPON_CENTS) return parsed.cents;
      context.addIssue({ code: 'custom', message: `${label} is too high.` });
      return z.NEVER;
    });

/** An ISO 8601 time with its offset, or empty for none (no start: already running; no end: never expires). */
const moment = (label: string) =>
  z.union(
    [z.literal('').transform(() => null), z.iso.datetime({ offset: true, error: `${label} must be a date and time.` }).transform((value) => new Date(value))],
    {
      error: `${label} must be a date and time, or empty.`,
    },
  );

const windowRule = { error: 'The end must come after the start.', path: ['endsAt'] };
const endsAfterStart = (window: { startsAt: Date | null; endsAt: Date | null }) => !window.startsAt || !window.endsAt || window.endsAt > window.startsAt;

const couponFields = {
  description: z
    .string({ error: 'Describe the coupon for shoppers.' })
    .trim()
    .min(1)
    .max(COUPON_DESCRIPTION_MAX_LENGTH, { error: `The description has at most ${COUPON_DESCRIPTION_MAX_LENGTH} characters.` }),
  kind: z.enum(['percent', 'amount'], { error: 'kind must be percent or amount.' }),
  /** Empty for `amount` coupons. */
  percentOff: z
    .string({ error: 'The percentage must be a whole number from 1 to 100.' })
    .trim()
    .regex(/^\d{0,3}$/),
  /** Empty for `percent` coupons. */
  amountOffUsd: money('The USD amount off'),
  amountOffCad: money('The CAD amount off'),
  /** Empty for no minimum. */
  minSubtotalUsd: money('The USD minimum'),
  minSubtotalCad: money('The CAD minimum'),
  startsAt: moment('The start'),
  endsAt: moment('The end'),
  /** Orders that may use it in all; null for no limit. */
  usageLimit: z
    .number({ error: 'The usage limit must be a whole number, or empty for no limit.' })
    .int()
    .min(1, { error: 'The usage limit must be at least 1.' })
    .max(MAX_USAGE_LIMIT, { error: `The usage limit can be at most ${MAX_USAGE_LIMIT}.` })
    .nullable(),
  active: z.boolean({ error: 'active must be true or false.' }),
};

type CouponFields = z.output<z.ZodObject<typeof couponFields>>;

/** The kind decides which amounts count: the other kind's fields must be empty, so what is saved is what was meant. */
function couponRules(coupon: CouponFields, context: z.RefinementCtx) {
  const percent = coupon.percentOff === '' ? null : Number(coupon.percentOff);
  if (coupon.kind === 'percent') {
    if (percent === null || percent < 1 || percent > 100)
      context.addIssue({ code: 'custom', message: 'The percentage must be a whole number from 1 to 100.', path: ['percentOff'] });
    if (coupon.amountOffUsd !== null || coupon.amountOffCad !== null)
      context.addIssue({ code: 'custom', message: 'A percent coupon has no amounts off: leave them empty.', path: ['amountOffUsd'] });
  } else {
    if (percent !== null) context.addIssue({ code: 'custom', message: 'An amount coupon has no percentage: leave it empty.', path: ['percentOff'] });
    if (!coupon.amountOffUsd) context.addIssue({ code: 'custom', message: 'An amount coupon needs a USD amount off above 0.', path: ['amountOffUsd'] });
    if (!coupon.amountOffCad) context.addIssue({ code: 'custom', message: 'An amount coupon needs a CAD amount off above 0.', path: ['amountOffCad'] });
  }
  if (!endsAfterStart(coupon)) context.addIssue({ code: 'custom', message: windowRule.error, path: windowRule.path });
}

const toCoupon = (coupon: CouponFields) => ({
  description: coupon.description,
  kind: coupon.kind,
  percentOff: coupon.kind === 'percent' ? Number(coupon.percentOff) : null,
  // couponRules has refused any amount on a percent coupon: what is saved is what was typed.
  amountOffUsd: coupon.amountOffUsd,
  amountOffCad: coupon.amountOffCad,
  minSubtotalUsd: coupon.minSubtotalUsd ?? 0,
  minSubtotalCad: coupon.minSubtotalCad ?? 0,
  startsAt: coupon.startsAt,
  endsAt: coupon.endsAt,
  usageLimit: coupon.usageLimit,
  active: coupon.active,
});

/** A coupon's changes (its code is its address and never changes). */
export const couponEditSchema = z.object(couponFields).superRefine(couponRules).transform(toCoupon);

export const couponCreateSchema = z
  .object({
    code: z.string({ error: 'The code must be 3 to 32 letters and digits, like SPRING10.' }).trim().toUpperCase().regex(new RegExp(COUPON_CODE_PATTERN)),
    ...couponFields,
  })
  .superRefine(couponRules)
  .transform((coupon) => ({ code: coupon.code, ...toCoupon(coupon) }));

export type CouponEditInput = z.input<typeof couponEditSchema>;
export type CouponEdit = z.output<typeof couponEditSchema>;
export type CouponCreateInput = z.input<typeof couponCreateSchema>;
export type CouponCreate = z.output<typeof couponCreateSchema>;

export const promotionSchema = z
  .object({
    label: z
      .string({ error: 'Name the promotion for shoppers.' })
      .trim()
      .min(1)
      .max(PROMOTION_LABEL_MAX_LENGTH, { error: `The label has at most ${PROMOTION_LABEL_MAX_LENGTH} characters.` }),
    format: z.string({ error: 'Choose a format.' }).trim().min(1).max(PROMOTION_FORMAT_MAX_LENGTH),
    minQuantity: z.number({ error: 'The minimum quantity must be a whole number from 1 to 99.' }).int().min(1).max(99),
    percentOff: z.number({ error: 'The percentage must be a whole number from 1 to 100.' }).int().min(1).max(100),
    startsAt: moment('The start'),
    endsAt: moment('The end'),
    active: z.boolean({ error: 'active must be true or false.' }),
  })
  .refine(endsAfterStart, windowRule);

export type PromotionInput = z.input<typeof promotionSchema>;
export type PromotionEdit = z.output<typeof promotionSchema>;

/** What a change to a coupon or promotion is called in the audit log: switching it off or on says so. */
export function activationAction(entity: 'coupon' | 'promotion', wasActive: boolean, isActive: boolean): string {
  if (wasActive && !isActive) return `${entity}.deactivate`;
  if (!wasActive && isActive) return `${entity}.reactivate`;
  return `${entity}.update`;
}

/** Cents as staff type them back: 500 is "5.00"; none is empty. */
export const decimalInput = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
