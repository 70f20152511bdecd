/**
 * next-auth's routes (issue 18, finding 7): a malformed callbackUrl or `next-auth.callback-url` cookie is no 500, and
 * every refusal is a JSON `{Error, message}` (next-auth's own 400 on POST /api/auth/session was `text/plain "[object
 * Object]"`).
 */
import '../../../../tests/support/async-local-storage';
import { NextRequest } from 'next/server';
import { expect, it } from 'vitest';
import { errorBodyProblem, inRequestScope } from '../../../../tests/support/api-surface';
import { temporaryDataDir } from '../../../../tests/support/data-dir';
import { describeEachDatabase, useAsProcessDatabase } from '../../../../tests/support/databases';

temporaryDataDir('next-auth-errors', { PUBLIC_URL: 'http://localhost:3000' });
const route = await import('./[...nextauth]/route');

async function call(method: 'GET' | 'POST', segments: string[], options: { query?: string; cookie?: string; body?: string; type?: string } = {}) {
  const headers = new Headers();
  if (options.cookie) headers.set('cookie', options.cookie);
  if (options.type) headers.set('content-type', options.type);
  const request = new NextRequest(`http://localhost:3000/api/auth/${segments.join('/')}${options.query ?? ''}`, { method, headers, body: options.body });
  const response = await inRequestScope(request, '/api/auth/[...nextauth]', () => route[method](request, { params: Promise.resolve({ nextauth: segments }) }));
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text(), headers: response.headers };
}

const MALFORMED = ['http://[::1', 'http://%zz', 'https://', '\u0000', 'http://a b', '//evil.example/x', 'javascript:alert(1)', '%E0%A4%A'];

describeEachDatabase('next-auth answers', (database) => {
  useAsProcessDatabase(database);

  it('never fails on a malformed callbackUrl, and never sends anyone off the site', async () => {
    for (const callbackUrl of MALFORMED) {
      for (const segments of [['signin'], ['signin', 'credentials'], ['csrf'], ['providers'], ['session'], ['signout']]) {
        const result = await call('GET', segments, { query: `?callbackUrl=${encodeURIComponent(callbackUrl)}` });
        expect(result.status, `${segments.join('/')} ${JSON.stringify(callbackUrl)}`).toBeLessThan(500);
        expect(errorBodyProblem(result)).toBeNull();
        const location = result.headers.get('location');
        if (location) expect(new URL(location, 'http://localhost:3000').origin).toBe('http://localhost:3000');
      }
    }
  });

  it('never fails on a malformed next-auth.callback-url cookie', async () => {
    for (const value of MALFORMED) {
      for (const [method, segments] of [
        ['GET', ['signin']],
        ['GET', ['session']],
        ['POST', ['signout']],
        ['POST', ['callback', 'credentials']],
      ] as const) {
        const result = await call(method, [...segments], {
          cookie: `next-auth.callback-url=${encodeURIComponent(value)}; next-auth.csrf-token=${encodeURIComponent(value)}`,
          ...(method === 'POST' && { body: 'email=a%40b.test&password=x', type: 'application/x-www-form-urlencoded' }),
        });
        expect(result.status, `${method} ${segments.join('/')} ${JSON.stringify(value)}`).toBeLessThan(500);
        expect(errorBodyProblem(result), `${method} ${segments.join('/')} ${JSON.stringify(value)}`).toBeNull();
      }
    }
  });

  it('answers a session update without a CSRF token with a JSON {Error, message}', async () => {
    for (const [body, type] of [
      ['{}', 'application/json'],
      ['{"data":{"role":"admin"}}', 'application/json'],
      ['csrfToken=nope', 'application/x-www-form-urlencoded'],
    ]) {
      const result = await call('POST', ['session'], { body, type });
      expect(result.status).toBe(400);
      expect(result.contentType).toContain('application/json');
      expect(JSON.parse(result.text)).toEqual({ Error: 'CSRF_TOKEN_MISSING', message: expect.stringContaining('form') });
    }
  });
});
