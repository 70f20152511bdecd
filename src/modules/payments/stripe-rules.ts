/** The Stripe adapter's rules (pure): the Checkout Session a charge asks for, and what each webhook event means. */
import type Stripe from 'stripe';
import type { ChargeRequest } from './provider';

/** How long the shopper has on Stripe's page before the order is released (checkout.session.expired). */
export const CHECKOUT_SESSION_MINUTES = 30;
/**
 * Stripe refuses an `expires_at` less than 30 minutes after it creates the session, measured on its clock: the
 * margin covers the request's travel time and clock skew.
 */
const EXPIRY_MARGIN_SECONDS = 120;

export const NOT_COMPLETED_MESSAGE = 'The payment was not completed.';

/** The hosted Checkout Session of one order: one line, the amount due in the order's currency. */
export function checkoutSessionParams(request: ChargeRequest, now: Date): Stripe.Checkout.SessionCreateParams {
  const name = `Order ${request.orderNumber}`;
  const metadata = { orderId: String(request.orderId), orderNumber: request.orderNumber };
  return {
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name } } }],
    client_reference_id: request.orderNumber,
    customer_email: request.email,
    metadata,
    // The payment itself carries the order too, so the dashboard's payments and refunds lead back to it.
    payment_intent_data: { description: name, metadata },
    // Stripe fills in the placeholder, so the confirmation page can tell which session brought the shopper back.
    success_url: `${request.successUrl}${request.successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: request.cancelUrl,
    expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_SESSION_MINUTES * 60 + EXPIRY_MARGIN_SECONDS,
  };
}

interface SessionOrder {
  orderId: number;
  orderNumber: string;
  sessionId: string;
}

export type StripeEventAction =
  | ({ kind: 'complete'; paymentIntentId: string; amountCents: number; currency: string } & SessionOrder)
  | ({ kind: 'release' } & SessionOrder)
  | { kind: 'ignore'; reason: string };

/** The order a session was made for, from what `checkoutSessionParams` put on it; null for other sessions. */
function sessionOrder(session: Stripe.Checkout.Session): SessionOrder | null {
  const orderId = Number(session.metadata?.orderId);
  const orderNumber = session.client_reference_id;
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || !orderNumber) return null;
  return { orderId, orderNumber, sessionId: session.id };
}

function completion(session: Stripe.Checkout.Session): StripeEventAction {
  const order = sessionOrder(session);
  if (!order) return { kind: 'ignore', reason: 'not a checkout of this shop' };
  // Delayed methods (bank debits) complete the session unpaid; their async_payment_* event brings the outcome.
  if (session.payment_status !== 'paid') return { kind: 'ignore', reason: `payment status ${session.payment_status}` };
  const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!paymentIntentId || session.amount_total === null || !session.currency) return { kind: 'ignore', reason: 'a paid session without its payment' };
  return { kind: 'complete', ...order, paymentIntentId, amountCents: session.amount_total, currency: session.currency.toUpperCase() };
}

/** What a verified webhook event asks of the shop. Only Checkout Session events concern orders. */
export function stripeEventAction(event: Stripe.Event): StripeEventAction {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return completion(event.data.object);
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const order = sessionOrder(event.data.object);
      return order ? { kind: 'release', ...order } : { kind: 'ignore', reason: 'not a checkout of this shop' };
    }
    default:
      return { kind: 'ignore', reason: `${event.type} is not handled` };
  }
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos',
  interac: 'Interac',
};

/** Stripe's card brand code as the order pages name brands (the test provider's names); null when unknown. */
export function cardBrandName(brand: string | null | undefined): string | null {
  if (!brand || brand === 'unknown') return null;
  return BRAND_NAMES[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
