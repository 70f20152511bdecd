/** eCards (pure): amounts, designs, the purchase form's rules, and gift card codes. */
import { z } from 'zod';
import { crockfordEncode, crockfordNormalize, inGroupsOfFour } from '@/lib/crockford';
import { GIFT_CARD_DESIGNS } from './designs';

export { designOf, GIFT_CARD_DESIGNS, type GiftCardDesign } from './designs';

/** Preset amounts in whole units of the site's currency; spec §9 default 20. */
export const GIFT_CARD_AMOUNTS = [10, 20, 25, 50, 100] as const;
/** Limits of an "other amount", whole units of the site's currency. */
export const GIFT_CARD_MIN = 5;
export const GIFT_CARD_MAX = 500;
export const GIFT_MESSAGE_MAX = 250;
/** eCards one cart may hold. */
export const GIFT_CARDS_PER_CART = 10;

const name = (what: string) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1)
    .max(60, { error: `${what[0]!.toUpperCase()}${what.slice(1)} is too long (60 characters at most).` });
const email = z
  .string({ error: "Enter the recipient's email." })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' }));

/** An eCard as the purchase form sends it: amount in whole units of the cart's currency. */
export const eCardSchema = z
  .object({
    amount: z
      .number({ error: `Choose an amount from ${GIFT_CARD_MIN} to ${GIFT_CARD_MAX}.` })
      .int({ error: 'Enter a whole amount, without cents.' })
      .min(GIFT_CARD_MIN, { error: `The amount must be at least ${GIFT_CARD_MIN}.` })
      .max(GIFT_CARD_MAX, { error: `The amount can be at most ${GIFT_CARD_MAX}.` }),
    style: z.enum(GIFT_CARD_DESIGNS.map((design) => design.style) as [string, ...string[]], { error: 'Choose one of the designs.' }),
    giftFrom: name('who it is from'),
    giftToName: name("the recipient's name"),
    giftToEmail: email,
    confirmEmail: z.string({ error: "Enter the recipient's email again." }).trim().toLowerCase(),
    giftMessage: z
      .string()
      .trim()
      .max(GIFT_MESSAGE_MAX, { error: `The message can be at most ${GIFT_MESSAGE_MAX} characters.` })
      .default(''),
  })
  .refine((card) => card.giftToEmail === card.confirmEmail, { path: ['confirmEmail'], error: 'The two email addresses do not match.' });

export type ECardInput = z.input<typeof eCardSchema>;
export type ECard = z.output<typeof eCardSchema>;

/** 16 characters from 10 random bytes (80 bits), written XXXX-XXXX-XXXX-XXXX. */
export const formatGiftCardCode = (random: Uint8Array): string => inGroupsOfFour(crockfordEncode(random, 16));

/** A code as typed (any case, spaces or dashes, O for 0, I or L for 1) in its canonical form, or null if it cannot be one. */
export function normalizeGiftCardCode(typed: string): string | null {
  const compact = crockfordNormalize(typed, 16);
  return compact ? inGroupsOfFour(compact) : null;
}

/** A code shown after it was issued: only its last 4 characters. */
export const maskedCode = (last4: string) => `••••-••••-••••-${last4}`;

/** The eCard as bought, kept on its order line: what the recipient gets when the order is paid. */
export interface ECardSnapshot {
  style: string;
  giftFrom: string;
  giftToName: string;
  giftToEmail: string;
  giftMessage: string;
}
