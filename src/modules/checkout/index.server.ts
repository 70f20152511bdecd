import 'server-only';

export { checkoutRoutes } from './routes.server';
export { placeOrder, priceCheckout, CheckoutRefusal, type CheckoutChoices, type PlacementAnswer, type PlacementResult } from './place-order.server';
