import 'server-only';

export { giftCardRoutes } from './routes.server';
export {
  clearCartGiftCards,
  disableGiftCardOfLine,
  giftCardBalance,
  giftCardIdByCode,
  giftCardSpendOf,
  issueGiftCard,
  redeemableGiftCards,
  redeemGiftCard,
  restoreGiftCard,
  GiftCardRefusal,
  type GiftCardBalance,
  type IssuedGiftCard,
  type RedeemableGiftCard,
} from './giftcards.server';
export { giftCardEmail } from './emails';
export { BALANCE_CHECKS_PER_HOUR, consumeBalanceCheck } from './balance-checks.server';
