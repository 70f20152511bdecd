import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { ChargeRequest } from './provider';
import { cardBrandName, CHECKOUT_SESSION_MINUTES, checkoutSessionParams, stripeEventAction } from './stripe-rules';

const request: ChargeRequest = {
  orderId: 42,
  orderNumber: 'BF-7K3M9Q2X',
  amountCents: 2599,
  currency: 'CAD',
  email: 'reader@example.com',
  idempotencyKey: 'order-42',
  card: null,
  successUrl: 'https://shop.test/ca/checkout/confirmation/BF-7K3M9Q2X',
  cancelUrl: 'https://shop.test/ca/checkout?cancelled=BF-7K3M9Q2X',
};
const now = new Date('2026-03-01T12:00:00Z');

describe('checkoutSessionParams', () => {
  it("asks for one line of the amount due, in the order's currency, naming the order", () => {
    const params = checkoutSessionParams(request, now);
    expect(params.mode).toBe('payment');
    expect(params.line_items).toEqual([{ quantity: 1, price_data: { currency: 'cad', unit_amount: 2599, product_data: { name: 'Order BF-7K3M9Q2X' } } }]);
    expect(params.client_reference_id).toBe('BF-7K3M9Q2X');
    expect(params.metadata).toEqual({ orderId: '42', orderNumber: 'BF-7K3M9Q2X' });
    expect(params.payment_intent_data?.metadata).toEqual({ orderId: '42', orderNumber: 'BF-7K3M9Q2X' });
    expect(params.customer_email).toBe('reader@example.com');
    expect(params.cancel_url).toBe(request.cancelUrl);
  });

  it('returns the shopper with the session id placeholder Stripe fills in', () => {
    expect(checkoutSessionParams(request, now).success_url).toBe('https://shop.test/ca/checkout/confirmation/BF-7K3M9Q2X?session_id={CHECKOUT_SESSION_ID}');
    expect(checkoutSessionParams({ ...request, successUrl: 'https://shop.test/done?from=checkout' }, now).success_url).toBe(
      'https://shop.test/done?from=checkout&session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it("expires the session a little over 30 minutes ahead, never under Stripe's minimum", () => {
    const seconds = checkoutSessionParams(request, now).expires_at! - now.getTime() / 1000;
    expect(seconds).toBeGreaterThan(CHECKOUT_SESSION_MINUTES * 60);
    expect(seconds).toBeLessThanOrEqual(CHECKOUT_SESSION_MINUTES * 60 + 300);
  });
});

type SessionFields = Partial<Omit<Stripe.Checkout.Session, 'metadata'>> & { metadata?: Record<string, string> | null };

const session = (fields: SessionFields = {}) =>
  ({
    id: 'cs_test_a1',
    object: 'checkout.session',
    client_reference_id: 'BF-7K3M9Q2X',
    metadata: { orderId: '42', orderNumber: 'BF-7K3M9Q2X' },
    payment_status: 'paid',
    payment_intent: 'pi_test_9',
    amount_total: 2599,
    currency: 'cad',
    ...fields,
  }) as Stripe.Checkout.Session;

const event = (type: string, object: object) => ({ id: 'evt_1', object: 'event', type, data: { object } }) as unknown as Stripe.Event;

describe('stripeEventAction', () => {
  it('completes the order of a paid checkout with its payment intent, amount and currency', () => {
    expect(stripeEventAction(event('checkout.session.completed', session()))).toEqual({
      kind: 'complete',
      orderId: 42,
      orderNumber: 'BF-7K3M9Q2X',
      sessionId: 'cs_test_a1',
      paymentIntentId: 'pi_test_9',
      amountCents: 2599,
      currency: 'CAD',
    });
  });

  it('reads an expanded payment intent by its id', () => {
    const action = stripeEventAction(
      event('checkout.session.async_payment_succeeded', session({ payment_intent: { id: 'pi_test_expanded' } as Stripe.PaymentIntent })),
    );
    expect(action).toMatchObject({ kind: 'complete', paymentIntentId: 'pi_test_expanded' });
  });

  it('waits while a completed checkout is not paid yet (a delayed payment method)', () => {
    expect(stripeEventAction(event('checkout.session.completed', session({ payment_status: 'unpaid' }))).kind).toBe('ignore');
  });

  it('releases the order of an expired or failed checkout', () => {
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      expect(stripeEventAction(event(type, session({ payment_status: 'unpaid', payment_intent: null })))).toEqual({
        kind: 'release',
        orderId: 42,
        orderNumber: 'BF-7K3M9Q2X',
        sessionId: 'cs_test_a1',
      });
    }
  });

  it('ignores sessions the shop did not make and events it does not handle', () => {
    expect(stripeEventAction(event('checkout.session.completed', session({ metadata: {} }))).kind).toBe('ignore');
    expect(stripeEventAction(event('checkout.session.expired', session({ metadata: { orderId: 'abc' } }))).kind).toBe('ignore');
    expect(stripeEventAction(event('checkout.session.completed', session({ client_reference_id: null }))).kind).toBe('ignore');
    expect(stripeEventAction(event('checkout.session.completed', session({ payment_intent: null }))).kind).toBe('ignore');
    expect(stripeEventAction(event('payment_intent.succeeded', { id: 'pi_test_9', object: 'payment_intent' })).kind).toBe('ignore');
  });
});

describe('cardBrandName', () => {
  it('names brands as the order pages do', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('link')).toBe('Link');
    expect(cardBrandName('unknown')).toBeNull();
    expect(cardBrandName(null)).toBeNull();
  });
});
