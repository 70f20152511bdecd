import 'server-only';
import type { PaymentProvider } from './provider';

/** Placeholder replaced by the Stripe adapter (hosted Checkout + webhook), being built on branch `stripe`. */
export function stripePaymentProvider(): PaymentProvider {
  throw new Error('The Stripe adapter is not built yet: unset STRIPE_SECRET_KEY to use the test provider.');
}
