// The eCard purchase form's rules, with zod: only the form (cart's GiftCardShop) loads them.
export { eCardSchema } from '../ecard-schema';
export { GIFT_CARD_AMOUNTS, GIFT_CARD_MAX, GIFT_CARD_MIN, GIFT_MESSAGE_MAX } from '../rules';
