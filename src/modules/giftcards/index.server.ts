import 'server-only';

export { giftCardRoutes } from './routes.server';
export {
  disableGiftCardOfLine,
  giftCardBalance,
  giftCardIdByCode,
  giftCardSpendOf,
  issueGiftCard,
  redeemableGiftCards,
  redeemGiftCard,
  restoreGiftCard,
  type GiftCardBalance,
  type IssuedGiftCard,
  type RedeemableGiftCard,
} from './giftcards.server';
export { addCartGiftCard, cartGiftCardsOf, clearCartGiftCards, moveCartGiftCards, removeCartGiftCard, type CartGiftCardRow } from './cart-gift-cards.server';
export { giftCardEmail } from './emails';
export { BALANCE_CHECKS_PER_HOUR, consumeBalanceCheck } from './balance-checks.server';
