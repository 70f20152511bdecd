import 'server-only';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { AppError, rootCause } from '@/lib/errors';
import { stripeGateway, type StripeGateway } from './stripe-provider.server';
import { cardBrandName, stripeEventAction, type StripeEventAction } from './stripe-rules';

export class StripeWebhookRefusal extends AppError {}

/** A Stripe event whose signature verified, with what it asks of its order. */
export interface StripeWebhookEvent {
  id: string;
  type: string;
  action: StripeEventAction;
  /** The brand and last 4 digits of the card that paid an intent; both null when Stripe cannot say. */
  cardOf(paymentIntentId: string, log: Logger): Promise<{ cardBrand: string | null; cardLast4: string | null }>;
}

function verifiedEvent(gateway: StripeGateway, rawBody: string, signature: string | null): Stripe.Event {
  if (!signature) throw new StripeWebhookRefusal(400, 'INVALID_SIGNATURE', 'The request has no Stripe-Signature header: only Stripe can call this endpoint.');
  try {
    return gateway.client.webhooks.constructEvent(rawBody, signature, gateway.webhookSecret);
  } catch {
    throw new StripeWebhookRefusal(
      400,
      'INVALID_SIGNATURE',
      "The Stripe-Signature header does not verify: the body was changed, the signature is older than 5 minutes, or it was signed with another endpoint's secret (check STRIPE_WEBHOOK_SECRET).",
    );
  }
}

/** The card's brand and last 4 digits, for the order pages; the order is paid without them if Stripe cannot say. */
async function cardOf(gateway: StripeGateway, paymentIntentId: string, log: Logger): Promise<{ cardBrand: string | null; cardLast4: string | null }> {
  try {
    // Stripe waits for our answer to the webhook: one quick try, no retries.
    const intent = await gateway.client.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }, { timeout: 5_000, maxNetworkRetries: 0 });
    const card = typeof intent.latest_charge === 'object' ? intent.latest_charge?.payment_method_details?.card : undefined;
    return { cardBrand: cardBrandName(card?.brand), cardLast4: card?.last4 && /^\d{4}$/.test(card.last4) ? card.last4 : null };
  } catch (error) {
    log.warn({ err: rootCause(error) }, 'the card of a Stripe payment could not be read; the order is marked paid without it');
    return { cardBrand: null, cardLast4: null };
  }
}

/**
 * A Stripe webhook call read (DESIGN §2): the signature is its authentication, so an unsigned or forged call is refused
 * (400 INVALID_SIGNATURE), and a shop without Stripe answers 503. What the event does to its order is orders' business.
 */
export function readStripeWebhook(rawBody: string, signature: string | null, gateway: StripeGateway | null = stripeGateway()): StripeWebhookEvent {
  if (!gateway)
    throw new StripeWebhookRefusal(
      503,
      'STRIPE_NOT_CONFIGURED',
      'Stripe payments are not enabled on this server (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).',
    );
  const event = verifiedEvent(gateway, rawBody, signature);
  return {
    id: event.id,
    type: event.type,
    action: stripeEventAction(event),
    cardOf: (paymentIntentId, log) => cardOf(gateway, paymentIntentId, log),
  };
}
