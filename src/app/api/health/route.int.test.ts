import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it } from 'vitest';
import { expectDeclaredResponse } from '../../../../tests/support/declared-response';

describe('GET /api/health with the database unreachable', () => {
  process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/nowhere';
  (globalThis as { __dbHandle?: unknown }).__dbHandle = undefined;

  afterAll(() => {
    delete process.env.DATABASE_URL;
    (globalThis as { __dbHandle?: unknown }).__dbHandle = undefined;
  });

  it('answers 503 with a readable error and a request id', async () => {
    const { GET } = await import('./route');
    const response = await GET(new NextRequest('http://localhost/api/health', { headers: { 'x-request-id': 'test-request' } }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(503);
    await expectDeclaredResponse(GET, response);
    expect(await response.json()).toEqual({ Error: 'DATABASE_UNAVAILABLE', message: expect.stringContaining('cannot reach its database') });
    expect(response.headers.get('x-request-id')).toBe('test-request');
  });
});
