import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { expectDeclaredResponse } from '../../../../tests/support/declared-response';

describe('GET /api/ready with the database unreachable', () => {
  vi.stubEnv('DATABASE_URL', 'postgres://postgres@127.0.0.1:1/nowhere');
  vi.stubEnv('REDIS_URL', '');
  (globalThis as { __dbHandle?: unknown }).__dbHandle = undefined;

  afterAll(() => {
    vi.unstubAllEnvs();
    (globalThis as { __dbHandle?: unknown }).__dbHandle = undefined;
  });

  it('answers 503 with Retry-After and the database named, and asks no Redis without REDIS_URL', async () => {
    const { GET } = await import('./route');
    const response = await GET(new NextRequest('http://localhost/api/ready'), { params: Promise.resolve({}) });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    await expectDeclaredResponse(GET, response);
    expect(await response.json()).toEqual({
      Error: 'NOT_READY',
      message: 'The shop cannot serve requests right now: database unreachable. Please try again shortly.',
    });
  });
});
