import 'server-only';

export { checkoutChoiceFields, checkoutRoutes, limitGiftCardGuesses } from './routes.server';
export { priceCheckout, CheckoutRefusal, type CheckoutChoices, type PricedCheckout } from './pricing.server';
export type { CheckoutQuote, PlacementAnswer } from './types';
