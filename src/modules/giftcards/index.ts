// Light, for the browser: the eCard form's zod schema is in index.server.ts (the cart's API) and the form itself.
export { designOf, GIFT_CARD_DESIGNS, type GiftCardDesign } from './designs';
export {
  formatGiftCardCode,
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  GIFT_CARDS_PER_CART,
  GIFT_MESSAGE_MAX,
  maskedCode,
  normalizeGiftCardCode,
  type ECardSnapshot,
} from './rules';
export type { ECard, ECardInput } from './ecard-schema';
