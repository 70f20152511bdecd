import { z } from 'zod';
import { multiline } from '@/lib/text';
import { GIFT_CARD_DESIGNS } from './designs';
import { GIFT_CARD_MAX, GIFT_CARD_MIN, GIFT_MESSAGE_MAX } from './rules';

// Apart from the other rules so that the cart and order pages, which show eCards, do not carry zod.
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
    giftMessage: multiline(
      z
        .string()
        .trim()
        .max(GIFT_MESSAGE_MAX, { error: `The message can be at most ${GIFT_MESSAGE_MAX} characters.` }),
    ).default(''),
  })
  .refine((card) => card.giftToEmail === card.confirmEmail, { path: ['confirmEmail'], error: 'The two email addresses do not match.' });

export type ECardInput = z.input<typeof eCardSchema>;
export type ECard = z.output<typeof eCardSchema>;
