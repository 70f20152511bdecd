import 'server-only';
import { env } from '@/lib/env';
import type { PaymentProvider } from './provider';
import { testPaymentProvider } from './test-provider.server';

export { PaymentInputError, type CardInput, type ChargeOutcome, type ChargeRequest, type PaymentProvider } from './provider';
export { testPaymentProvider } from './test-provider.server';

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider (DESIGN §2). */
export async function paymentProvider(): Promise<PaymentProvider> {
  if (!env().STRIPE_SECRET_KEY) return testPaymentProvider;
  const { stripePaymentProvider } = await import('./stripe-provider.server');
  return stripePaymentProvider();
}
