/** eCards (pure): amounts, designs and gift card codes (the purchase form's schema is in ./ecard-schema). */
import { crockfordEncode, crockfordNormalize, inGroupsOfFour } from '@/lib/crockford';

export { designOf, GIFT_CARD_DESIGNS, type GiftCardDesign } from './designs';

/** Preset amounts in whole units of the site's currency; spec §9 default 20. */
export const GIFT_CARD_AMOUNTS = [10, 20, 25, 50, 100] as const;
/** Limits of an "other amount", whole units of the site's currency. */
export const GIFT_CARD_MIN = 5;
export const GIFT_CARD_MAX = 500;
export const GIFT_MESSAGE_MAX = 250;
/** eCards one cart may hold. */
export const GIFT_CARDS_PER_CART = 10;

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
