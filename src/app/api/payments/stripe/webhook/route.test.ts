import { NextRequest } from 'next/server';
import Stripe from 'stripe';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { POST } from './route';

// The route takes its Stripe account from the environment, read on the first call.
const SECRET = 'whsec_route_test';
vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_route');
vi.stubEnv('STRIPE_WEBHOOK_SECRET', SECRET);
afterAll(() => vi.unstubAllEnvs());

const call = (body: string, signature: string | null) =>
  POST(new NextRequest('http://localhost/api/payments/stripe/webhook', { method: 'POST', body, headers: signature ? { 'stripe-signature': signature } : {} }));

// Spaced out as Stripe sends it: a route that parsed and re-serialized the JSON would no longer match the signature.
const payload = JSON.stringify(
  { id: 'evt_route_1', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } },
  null,
  2,
);

describe('POST /api/payments/stripe/webhook', () => {
  it('verifies the signature over the raw body and acknowledges an event it does not act on', async () => {
    const response = await call(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('answers 400 INVALID_SIGNATURE with a readable message to a call Stripe did not sign', async () => {
    for (const signature of [Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }), null]) {
      const response = await call(payload, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ Error: 'INVALID_SIGNATURE', message: expect.stringContaining('Stripe-Signature') });
    }
  });
});
