import 'server-only';
import Stripe from 'stripe';
import { env } from '@/lib/env';
import type { PaymentProvider } from './provider';
import { checkoutSessionParams } from './stripe-rules';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the API answers: Stripe's own unless given (tests point it at a local fake). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Retries of a call that failed on the network; the SDK keeps the idempotency key, so a retry never charges twice. */
  maxNetworkRetries?: number;
}

/** One Stripe account as the shop uses it: the API client, the webhook signing secret and the payment provider. */
export interface StripeGateway {
  readonly client: Stripe;
  readonly webhookSecret: string;
  readonly provider: PaymentProvider;
}

export function createStripeGateway(settings: StripeSettings, clock: () => Date = () => new Date()): StripeGateway {
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    // Checkout waits for the session: fail in seconds, not the SDK's default 80.
    timeout: 20_000,
    appInfo: { name: 'bookfair-shop' },
    ...settings.api,
  });
  const provider: PaymentProvider = {
    name: 'stripe',
    collectsCard: false,
    async charge(request) {
      const session = await client.checkout.sessions.create(checkoutSessionParams(request, clock()), { idempotencyKey: request.idempotencyKey });
      if (!session.url) throw new Error(`Stripe created Checkout Session ${session.id} without a payment page URL.`);
      return { status: 'redirect', url: session.url, providerRef: session.id };
    },
    async refund(request) {
      // The webhook records the payment intent as a paid order's charge reference; anything else cannot be refunded by id.
      if (!request.chargeRef.startsWith('pi_'))
        throw new Error(`The Stripe charge reference ${request.chargeRef} is not a payment intent: refund it in the Stripe dashboard.`);
      const refund = await client.refunds.create(
        { payment_intent: request.chargeRef, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new Error(
          `Stripe did not refund ${request.chargeRef}: refund ${refund.id} is ${refund.status}${refund.failure_reason ? ` (${refund.failure_reason})` : ''}.`,
        );
      return { providerRef: refund.id };
    },
  };
  return { client, webhookSecret: settings.webhookSecret, provider };
}

const globalForStripe = globalThis as unknown as { __stripeGateway?: StripeGateway };

/** The process's Stripe account, from STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; null when they are not set. */
export function stripeGateway(): StripeGateway | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env();
  if (!secretKey || !webhookSecret) return null;
  globalForStripe.__stripeGateway ??= createStripeGateway({ secretKey, webhookSecret });
  return globalForStripe.__stripeGateway;
}

/** Stripe's hosted Checkout as the shop's payment provider (DESIGN §2). */
export function stripePaymentProvider(): PaymentProvider {
  const gateway = stripeGateway();
  if (!gateway) throw new Error('Stripe is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or unset both to use the test provider.');
  return gateway.provider;
}
