import 'server-only';
import { env } from '@/lib/env';
import type { PaymentProvider } from './provider';
import type { receiveStripeWebhook as ReceiveStripeWebhook } from './stripe-webhook.server';
import { testPaymentProvider } from './test-provider.server';

export { PaymentInputError, type CardInput, type ChargeOutcome, type ChargeRequest, type PaymentProvider } from './provider';
export { testPaymentProvider } from './test-provider.server';
export type { StripeWebhookReceipt } from './stripe-webhook.server';

// The Stripe SDK is loaded only by a shop that uses Stripe.

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider (DESIGN §2). */
export async function paymentProvider(): Promise<PaymentProvider> {
  if (!env().STRIPE_SECRET_KEY) return testPaymentProvider;
  const { stripePaymentProvider } = await import('./stripe-provider.server');
  return stripePaymentProvider();
}

/** A Stripe webhook call: verified by its signature, acted on once. Refusals are AppErrors (400 INVALID_SIGNATURE, 503). */
export async function receiveStripeWebhook(...args: Parameters<typeof ReceiveStripeWebhook>): ReturnType<typeof ReceiveStripeWebhook> {
  const webhook = await import('./stripe-webhook.server');
  return webhook.receiveStripeWebhook(...args);
}
