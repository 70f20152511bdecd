import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db';
import { apiRoute, errorBodySchema, errorResponse } from '@/lib/api/handler';
import { checkReadiness, databaseProbe, READINESS_RETRY_AFTER_SECONDS, unreachableNames, type ReadinessProbes, type ReadinessReport } from '@/modules/ops';
import { rateLimitRedisProbe } from '@/modules/rate-limits/index.server';

export const dynamic = 'force-dynamic';

const checkSchema = z.object({ status: z.enum(['ok', 'unreachable']), latencyMs: z.number() });

/**
 * Readiness, for a load balancer (docs/deploy.md): whether this process can serve requests now, i.e. its database
 * answers, and Redis too when REDIS_URL is set. GET /api/health stays the liveness check.
 */
export const GET = apiRoute(
  {
    summary: 'Whether this process can serve requests: its database answers, and Redis when REDIS_URL is set',
    description: `503 with Retry-After (${READINESS_RETRY_AFTER_SECONDS} s) naming what is unreachable; each check gives up after 2 s, so the answer never hangs.`,
    response: {
      200: z.object({
        status: z.literal('ready'),
        checks: z.object({ database: checkSchema, redis: checkSchema.optional() }),
      }) satisfies z.ZodType<ReadinessReport>,
      503: errorBodySchema,
    },
  },
  async ({ log, requestId }) => {
    const probes: ReadinessProbes = { database: databaseProbe(getDb) };
    const redis = rateLimitRedisProbe();
    if (redis) probes.redis = redis;
    const report = await checkReadiness(probes, log);
    if (report.status !== 'ready') {
      const response = errorResponse(
        503,
        { Error: 'NOT_READY', message: `The shop cannot serve requests right now: ${unreachableNames(report)} unreachable. Please try again shortly.` },
        requestId,
      );
      response.headers.set('retry-after', String(READINESS_RETRY_AFTER_SECONDS));
      return response;
    }
    return NextResponse.json(report, { headers: { 'cache-control': 'no-store' } });
  },
);
