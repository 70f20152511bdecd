import { NextRequest } from 'next/server';
import { afterAll, expect, it, vi } from 'vitest';
import { expectDeclaredResponse } from '../../../../tests/support/declared-response';
import { describeEachDatabase, useAsProcessDatabase } from '../../../../tests/support/databases';

// Nothing listens on port 1: the rate limits' Redis is down while the database answers.
vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1');
const { GET } = await import('./route');
const processRedis = globalThis as { __rateLimitRedis?: { disconnect(): void } };

afterAll(() => {
  processRedis.__rateLimitRedis?.disconnect();
  processRedis.__rateLimitRedis = undefined;
  vi.unstubAllEnvs();
});

describeEachDatabase('GET /api/ready with REDIS_URL set and Redis down', (database) => {
  useAsProcessDatabase(database);

  it('answers 503 with Retry-After, naming Redis only', async () => {
    const response = await GET(new NextRequest('http://localhost/api/ready', { headers: { 'x-request-id': 'ready-test' } }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('x-request-id')).toBe('ready-test');
    await expectDeclaredResponse(GET, response);
    const body = (await response.json()) as { Error: string; message: string };
    expect(body).toEqual({ Error: 'NOT_READY', message: expect.stringContaining(': redis unreachable') });
  });
});
