import 'server-only';

export { giftCardRoutes } from './routes.server';
export { giftCardBalance, giftCardIdByCode, type GiftCardBalance } from './giftcards.server';
