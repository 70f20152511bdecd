// The designs alone are light: client code imports '@/modules/giftcards/designs' directly, since a barrel keeps its
// modules' top-level effects (zod schemas) in every bundle that touches it.
export { designOf, GIFT_CARD_DESIGNS, type GiftCardDesign } from './designs';
export {
  eCardSchema,
  formatGiftCardCode,
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  GIFT_CARDS_PER_CART,
  GIFT_MESSAGE_MAX,
  maskedCode,
  normalizeGiftCardCode,
  type ECard,
  type ECardSnapshot,
  type ECardInput,
} from './rules';
