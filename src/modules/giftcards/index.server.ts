import 'server-only';

export { giftCardRoutes } from './routes.server';
export { giftCardBalance, type GiftCardBalance } from './giftcards.server';
