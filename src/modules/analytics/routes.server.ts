import 'server-only';
import { type NextRequest } from 'next/server';
import { verifyAccessToken } from '@/lib/api/access-token';
import { apiRoute, errorResponse } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { clientIp } from '@/lib/api/client-ip';
import { eventBatchSchema } from './event-schema';
import { recordEvents } from './events.server';
import { consumeEventAllowance } from './rate-limit.server';

/**
 * The signed-in user or guest whose access token came with the batch, else null. A beacon cannot send headers, so
 * the tracker's batches are anonymous; a bad or expired token is not an error here, only no user.
 */
async function userOf(request: NextRequest): Promise<string | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  return token ? ((await verifyAccessToken(token))?.userId ?? null) : null;
}

export const analyticsRoutes = {
  /**
   * POST /api/events: a batch of up to 20 events, JSON whatever the content type (sendBeacon sends
   * text/plain;charset=UTF-8), stored in one insert; 204. Rate-limited per IP address (the last X-Forwarded-For entry).
   */
  record: apiRoute({ body: eventBatchSchema, summary: 'Record a batch of analytics events', response: { 204: null } }, async ({ request, body, requestId }) => {
    // Browsers mark requests another site makes (a form or beacon aimed at us): those are not our shoppers' events.
    if (request.headers.get('sec-fetch-site') === 'cross-site') throw new AppError(403, 'CROSS_SITE', "Events are accepted from the shop's own pages only.");
    const allowance = await consumeEventAllowance(clientIp(request.headers), body.events.length);
    if (!allowance.allowed) {
      const refused = errorResponse(429, { Error: 'TOO_MANY_EVENTS', message: 'Too many events from this address. Please try again shortly.' }, requestId);
      refused.headers.set('retry-after', String(allowance.retryAfterSeconds));
      return refused;
    }
    await recordEvents(body.events, await userOf(request));
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  }),
};
