import 'server-only';

export { giftCardRoutes } from './routes.server';
export { giftCardBalance, giftCardIdByCode, type GiftCardBalance } from './giftcards.server';
export { BALANCE_CHECKS_PER_HOUR, consumeBalanceCheck } from './balance-checks.server';
export { giftCardMovements, giftCardRecord, setGiftCardStatusTo, type GiftCardMovement, type GiftCardRecord } from './staff-cards.server';
