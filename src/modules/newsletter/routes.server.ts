import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute, errorResponse } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { clientIp } from '@/lib/api/client-ip';
import { subscriptionRequestSchema } from './request-schema';
import { SUBSCRIPTIONS_PER_HOUR } from './rules';
import { subscribe } from './subscriptions.server';
import { rateLimiter } from '@/modules/rate-limits/index.server';

/** Subscription requests per IP address, counted for every process together (decision 009). */
export const SUBSCRIPTION_LIMIT = { name: 'newsletter-subscription-ip', points: SUBSCRIPTIONS_PER_HOUR, windowSeconds: 3600 };
const limiter = rateLimiter(SUBSCRIPTION_LIMIT);

export const SUBSCRIPTION_ACCEPTED_MESSAGE = 'Thanks! Please check your inbox: unless this address is already subscribed, we have sent it a link to confirm.';

export const newsletterRoutes = {
  /**
   * POST /api/newsletter/v1/subscriptions: starts the double opt-in. The answer is the same 202 for a new, pending,
   * confirmed or unsubscribed address, so it tells nobody who is subscribed.
   */
  subscribe: apiRoute(
    { body: subscriptionRequestSchema, summary: 'Start the double opt-in of an email address', response: { 202: z.object({ message: z.string() }) } },
    async ({ request, body, requestId }) => {
      // Browsers mark requests another site's page makes: a form there must not sign our visitors' addresses up.
      if (request.headers.get('sec-fetch-site') === 'cross-site')
        throw new AppError(403, 'CROSS_SITE', "Subscriptions are accepted from the shop's own pages only.");
      const allowance = await limiter.consume(clientIp(request.headers));
      if (!allowance.allowed) {
        const refused = errorResponse(
          429,
          { Error: 'TOO_MANY_SUBSCRIPTIONS', message: 'Too many subscription requests from this address. Please try again later.' },
          requestId,
        );
        refused.headers.set('retry-after', String(allowance.retryAfterSeconds));
        return refused;
      }
      await subscribe({ ...body, source: 'prompt' });
      return NextResponse.json({ message: SUBSCRIPTION_ACCEPTED_MESSAGE }, { status: 202, headers: { 'cache-control': 'no-store' } });
    },
  ),
};
