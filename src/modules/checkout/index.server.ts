import 'server-only';

export { checkoutChoiceFields, checkoutRoutes, limitGiftCardGuesses } from './routes.server';
export { priceCheckout, CheckoutRefusal, type CheckoutChoices } from './pricing.server';
export type { PlacementAnswer } from './types';
