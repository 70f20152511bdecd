import { NextResponse } from 'next/server';
import { getDb } from '@/db';
import { apiRoute, errorResponse } from '@/lib/api/handler';
import { checkHealth } from '@/modules/ops';

export const dynamic = 'force-dynamic';

export const GET = apiRoute({}, async ({ log, requestId }) => {
  const report = await checkHealth(getDb, log);
  if (report.status !== 'ok') {
    return errorResponse(503, { Error: 'DATABASE_UNAVAILABLE', message: 'The shop cannot reach its database right now. Please try again shortly.' }, requestId);
  }
  return NextResponse.json(report, { headers: { 'cache-control': 'no-store' } });
});
