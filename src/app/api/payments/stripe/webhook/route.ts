import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { describeRoute, errorBodySchema, errorResponse } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { receiveStripeWebhook } from '@/modules/orders/index.server';

export const dynamic = 'force-dynamic';

/**
 * Stripe's webhook calls. Not `apiRoute`: the signature covers the exact bytes Stripe sent, so the body is read raw,
 * and the signature is the authentication (no bearer token). Errors keep the `{Error, message}` shape.
 */
export const POST = describeRoute(
  {
    summary: "Stripe's webhook: a signed payment event",
    description: 'Authenticated by the Stripe-Signature header over the raw body; a 500 makes Stripe deliver the event again.',
    tags: ['payments'],
    response: {
      200: z.union([
        z.object({ received: z.literal(true), duplicate: z.literal(true) }),
        z.object({ received: z.literal(true), outcome: z.enum(['paid', 'released', 'ignored']) }),
      ]),
      // STRIPE_NOT_CONFIGURED: the server takes no Stripe payments.
      503: errorBodySchema,
    },
  },
  async (request: NextRequest): Promise<Response> => {
    const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID();
    try {
      const receipt = await receiveStripeWebhook(await request.text(), request.headers.get('stripe-signature'));
      return NextResponse.json(receipt, { headers: { 'x-request-id': requestId, 'cache-control': 'no-store' } });
    } catch (error) {
      if (error instanceof AppError) return errorResponse(error.status, { Error: error.code, message: error.message }, requestId);
      // A 500 makes Stripe deliver the event again later.
      logger.error({ err: error, requestId, path: request.nextUrl.pathname }, 'a Stripe webhook call failed');
      return errorResponse(
        500,
        { Error: 'INTERNAL_ERROR', message: `Something went wrong on our side; Stripe will retry. (reference ${requestId})` },
        requestId,
      );
    }
  },
);
