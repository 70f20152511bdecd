import { NextRequest } from 'next/server';
import { afterAll, expect, it, vi } from 'vitest';
import { expectDeclaredResponse } from '../../../../tests/support/declared-response';
import { describeEachDatabase, useAsProcessDatabase } from '../../../../tests/support/databases';

// With TEST_REDIS_URL, the shop runs on Redis as well and readiness asks it too.
vi.stubEnv('REDIS_URL', process.env.TEST_REDIS_URL ?? '');
const { GET } = await import('./route');
const processRedis = globalThis as { __rateLimitRedis?: { disconnect(): void } };

afterAll(() => {
  processRedis.__rateLimitRedis?.disconnect();
  processRedis.__rateLimitRedis = undefined;
  vi.unstubAllEnvs();
});

describeEachDatabase('GET /api/ready', (database) => {
  useAsProcessDatabase(database);

  it(`answers 200 when the database${process.env.TEST_REDIS_URL ? ' and Redis' : ''} answer`, async () => {
    const response = await GET(new NextRequest('http://localhost/api/ready'), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await expectDeclaredResponse(GET, response);
    expect(body).toEqual({
      status: 'ready',
      checks: {
        database: { status: 'ok', latencyMs: expect.any(Number) },
        ...(process.env.TEST_REDIS_URL ? { redis: { status: 'ok', latencyMs: expect.any(Number) } } : {}),
      },
    });
  });
});
