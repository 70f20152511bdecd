import 'server-only';
import { env } from '@/lib/env';
import type { PaymentProvider } from './provider';
import type { createStripeGateway as CreateStripeGateway } from './stripe-provider.server';
import type { readStripeWebhook as ReadStripeWebhook } from './stripe-webhook.server';
import { testPaymentProvider } from './test-provider.server';

export { PaymentInputError, type CardInput, type ChargeOutcome, type ChargeRequest, type PaymentProvider } from './provider';
export { testPaymentProvider } from './test-provider.server';
export type { StripeGateway } from './stripe-provider.server';
export type { StripeWebhookEvent } from './stripe-webhook.server';

// The Stripe SDK is loaded only by a shop that uses Stripe.

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider (DESIGN §2). */
export async function paymentProvider(): Promise<PaymentProvider> {
  if (!env().STRIPE_SECRET_KEY) return testPaymentProvider;
  const { stripePaymentProvider } = await import('./stripe-provider.server');
  return stripePaymentProvider();
}

/** A Stripe webhook call, verified by its signature. Refusals are AppErrors (400 INVALID_SIGNATURE, 503). */
export async function readStripeWebhook(...args: Parameters<typeof ReadStripeWebhook>): Promise<ReturnType<typeof ReadStripeWebhook>> {
  const webhook = await import('./stripe-webhook.server');
  return webhook.readStripeWebhook(...args);
}

/** A Stripe account other than the process's own (tests point one at a fake Stripe). */
export async function createStripeGateway(...args: Parameters<typeof CreateStripeGateway>): Promise<ReturnType<typeof CreateStripeGateway>> {
  const provider = await import('./stripe-provider.server');
  return provider.createStripeGateway(...args);
}
