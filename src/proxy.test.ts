import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

const call = (path: string, method = 'GET') => proxy(new NextRequest(`http://localhost${path}`, { method }));

describe('the proxy on API addresses (issue 18)', () => {
  it('answers a method the route file does not export with 405 {Error, message} and Allow', async () => {
    const response = await call('/api/health', 'DELETE');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(await response.json()).toEqual({ Error: 'METHOD_NOT_ALLOWED', message: 'This address answers GET, HEAD, OPTIONS only.' });
    expect((await call('/api/cart/v1/items/ABC', 'GET')).status).toBe(405);
  });

  it('answers an address no route file serves with a JSON 404', async () => {
    const response = await call('/api/no/such/thing', 'POST');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Error: 'NOT_FOUND', message: 'There is no API at this address.' });
  });

  it('lets the methods a route answers through to it, HEAD and OPTIONS included', async () => {
    for (const [path, method] of [
      ['/api/health', 'GET'],
      ['/api/health', 'HEAD'],
      ['/api/cart/v1/items/ABC', 'OPTIONS'],
      ['/api/cart/v1/items/ABC', 'PATCH'],
      ['/api/auth/callback/credentials', 'POST'],
    ]) {
      const response = await call(path!, method);
      expect(response.headers.get('x-middleware-next'), `${method} ${path}`).toBe('1');
    }
  });
});
