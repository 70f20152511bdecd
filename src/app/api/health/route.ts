import { NextResponse } from 'next/server';
import { getDb } from '@/db';
import { z } from 'zod';
import { apiRoute, errorBodySchema, errorResponse } from '@/lib/api/handler';
import { checkHealth, type HealthReport } from '@/modules/ops';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(
  {
    summary: 'Whether the shop can reach its database',
    response: {
      200: z.object({
        status: z.enum(['ok', 'unavailable']),
        database: z.enum(['ok', 'unreachable']),
        latencyMs: z.number(),
      }) satisfies z.ZodType<HealthReport>,
      503: errorBodySchema,
    },
  },
  async ({ log, requestId }) => {
    const report = await checkHealth(getDb, log);
    if (report.status !== 'ok') {
      return errorResponse(
        503,
        { Error: 'DATABASE_UNAVAILABLE', message: 'The shop cannot reach its database right now. Please try again shortly.' },
        requestId,
      );
    }
    return NextResponse.json(report, { headers: { 'cache-control': 'no-store' } });
  },
);
