import type { NextResponse } from 'next/server';
import type { ErrorBody } from '@/lib/errors';
import { errorResponse } from './handler';

/** A 429 `{Error, message}` with the seconds to wait in Retry-After (at least 1). */
export function tooManyRequests(code: string, message: string, retryAfterSeconds: number, requestId: string): NextResponse<ErrorBody> {
  const response = errorResponse(429, { Error: code, message }, requestId);
  response.headers.set('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return response;
}
