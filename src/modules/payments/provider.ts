/**
 * How the shop takes money (DESIGN §2): one interface, two providers. The built-in test provider checks a card the
 * shopper types on our checkout page (test cards only, never stored or logged); Stripe sends the shopper to its hosted
 * Checkout page and tells us the outcome by a signed webhook, so card data never touches our servers.
 */
import type { Currency } from '@/lib/money';

/** A card as typed on the checkout page (test provider only). Lives for one request; never stored or logged. */
export interface CardInput {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
}

export interface ChargeRequest {
  orderId: number;
  orderNumber: string;
  amountCents: number;
  currency: Currency;
  email: string;
  /** The checkout attempt's Idempotency-Key: a provider that sees it twice charges once. */
  idempotencyKey: string;
  card: CardInput | null;
  /** Where a hosted payment page returns the shopper. */
  successUrl: string;
  cancelUrl: string;
}

export type ChargeOutcome =
  | { status: 'approved'; providerRef: string; cardBrand: string | null; cardLast4: string | null }
  | { status: 'declined'; message: string; cardLast4: string | null }
  /** The shopper pays on the provider's page; a webhook brings the outcome. */
  | { status: 'redirect'; url: string; providerRef: string };

export interface RefundRequest {
  /** The charge's providerRef. */
  chargeRef: string;
  amountCents: number;
  currency: Currency;
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Whether our checkout page asks for the card (test) or the provider's page does (Stripe). */
  readonly collectsCard: boolean;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  refund(request: RefundRequest): Promise<{ providerRef: string }>;
}

/** A provider's refusal that the shopper can act on (bad card details), as opposed to a decline. */
export class PaymentInputError extends Error {}
