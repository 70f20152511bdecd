import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { sameSiteRedirect } from './auth-options.server';
import { malformedCallback, withErrorBody } from './auth-route.server';

describe('sameSiteRedirect (next-auth redirect callback)', () => {
  const base = 'https://shop.test';
  it('keeps addresses on the site, resolved against it', () => {
    expect(sameSiteRedirect('/account?tab=1#x', base)).toBe('https://shop.test/account?tab=1#x');
    expect(sameSiteRedirect('https://shop.test/ca/cart', base)).toBe('https://shop.test/ca/cart');
  });
  it('sends anything off the site, or unreadable, to the home page, never throwing', () => {
    for (const url of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'http://shop.test/', 'javascript:alert(1)'])
      expect(sameSiteRedirect(url, base), url).toBe('https://shop.test/');
    expect(sameSiteRedirect('http://[::1', base)).toBe(base);
    expect(sameSiteRedirect('/x', 'not a base')).toBe('not a base');
  });
});

describe('withErrorBody', () => {
  const read = async (response: Response) => ({ status: response.status, type: response.headers.get('content-type'), body: await response.text() });

  it('turns next-auth\'s text/plain "[object Object]" 400 on a session update into CSRF_TOKEN_MISSING, keeping its cookies', async () => {
    const original = new Response('[object Object]', { status: 400, headers: { 'content-type': 'text/plain', 'set-cookie': 'a=b; Path=/' } });
    const answer = await withErrorBody(original, 'session', 'req-1');
    expect(await read(answer)).toEqual({
      status: 400,
      type: 'application/json',
      body: JSON.stringify({
        Error: 'CSRF_TOKEN_MISSING',
        message: 'This form is out of date (its security token is missing): reload the page and try again.',
      }),
    });
    expect(answer.headers.get('set-cookie')).toBe('a=b; Path=/');
    expect(answer.headers.get('x-request-id')).toBe('req-1');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it("adds Error and message to next-auth's JSON refusals, keeping their fields (the client reads url)", async () => {
    const original = Response.json({ url: 'https://shop.test/login?error=CredentialsSignin' }, { status: 401 });
    expect(JSON.parse((await read(await withErrorBody(original, 'callback', 'r'))).body)).toEqual({
      url: 'https://shop.test/login?error=CredentialsSignin',
      Error: 'UNAUTHORIZED',
      message: 'That email and password do not match an account.',
    });
    const server = Response.json({ message: 'There is a problem with the server configuration.' }, { status: 500 });
    expect(JSON.parse((await read(await withErrorBody(server, 'csrf', 'r2'))).body)).toEqual({
      Error: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again. (reference r2)',
    });
    for (const [status, code] of [
      [400, 'BAD_REQUEST'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [405, 'METHOD_NOT_ALLOWED'],
    ] as const)
      expect(JSON.parse((await read(await withErrorBody(new Response(null, { status }), 'signin', 'r'))).body).Error).toBe(code);
    expect(
      JSON.parse((await read(await withErrorBody(new Response('[1]', { status: 400, headers: { 'content-type': 'application/json' } }), 'x', 'r'))).body),
    ).toMatchObject({ Error: 'BAD_REQUEST' });
    expect(
      JSON.parse((await read(await withErrorBody(new Response('{', { status: 400, headers: { 'content-type': 'application/json' } }), 'x', 'r'))).body),
    ).toMatchObject({ Error: 'BAD_REQUEST' });
  });

  it('leaves successes, redirects and answers already {Error, message} as they are', async () => {
    for (const response of [
      Response.json({ a: 1 }),
      new Response(null, { status: 302, headers: { location: '/x' } }),
      Response.json({ Error: 'X', message: 'y' }, { status: 429 }),
    ])
      expect(await withErrorBody(response, 'session', 'r')).toBe(response);
  });
});

describe('malformedCallback', () => {
  const request = (query: string, cookie?: string) => new NextRequest(`https://shop.test/api/auth/signin${query}`, { headers: cookie ? { cookie } : {} });

  it('lets readable callback addresses and cookies through to next-auth', () => {
    for (const query of ['', '?callbackUrl=', '?callbackUrl=%2Faccount', '?callbackUrl=https%3A%2F%2Fevil.example'])
      expect(malformedCallback(request(query), 'r')).toBeNull();
    expect(malformedCallback(request('', 'next-auth.callback-url=%2Fcart'), 'r')).toBeNull();
  });

  it('refuses an unreadable callbackUrl with 400 INVALID_CALLBACK_URL', async () => {
    for (const value of ['http%3A%2F%2F%5B', 'javascript%3Aalert(1)', 'nothing', 'ftp%3A%2F%2Fx']) {
      const answer = malformedCallback(request(`?callbackUrl=${value}`), 'r')!;
      expect(answer.status, value).toBe(400);
      expect(await answer.json()).toEqual({ Error: 'INVALID_CALLBACK_URL', message: 'callbackUrl must be an address on this site, like /account.' });
    }
  });

  it('refuses an unreadable callback-url cookie with 400 and clears it', async () => {
    for (const name of ['next-auth.callback-url', '__Secure-next-auth.callback-url']) {
      const answer = malformedCallback(request('', `${name}=http%3A%2F%2F%5B`), 'r')!;
      expect(answer.status).toBe(400);
      expect((await answer.json()).Error).toBe('INVALID_CALLBACK_COOKIE');
      const cleared = answer.headers.get('set-cookie')!;
      expect(cleared).toContain(`${name}=;`);
      expect(cleared).toContain('Max-Age=0');
      expect(cleared.includes('Secure')).toBe(name.startsWith('__Secure-'));
    }
  });
});
