import { NextRequest, NextResponse } from 'next/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { multiline } from '@/lib/text';
import { AppError } from '@/lib/errors';
import { logger } from '@/lib/logger';
import type { AccessClaims } from './access-token';

const OPERATOR_TOKEN = 'operator-token-for-the-handler-tests-0123456789';
vi.stubEnv('OPERATOR_TOKEN', OPERATOR_TOKEN);
const { ACCESS_ROLES, apiRoute, declaredAccess, MAX_JSON_BODY_BYTES, OVERLOAD_RETRY_AFTER_SECONDS } = await import('./handler');
const { signAccessToken } = await import('./access-token');
const { registerCallerCheck, registeredCallerCheck } = await import('./caller-check');
afterAll(() => vi.unstubAllEnvs());

/** The app's caller check, played here: every token stands unless a test says otherwise. */
const callerCheck = vi.fn((_caller: AccessClaims) => Promise.resolve(true));
registerCallerCheck(callerCheck);

const customer = await signAccessToken({ userId: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70', role: 'customer', scopes: [] });
const guest = await signAccessToken({ userId: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f71', role: 'guest', scopes: [] });

function call(route: ReturnType<typeof apiRoute>, init: { token?: string; authorization?: string; body?: string; params?: unknown; requestId?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.authorization !== undefined) headers.authorization = init.authorization;
  if (init.requestId) headers['x-request-id'] = init.requestId;
  const request = new NextRequest('http://shop.test/api/thing', { method: 'POST', headers, body: init.body });
  return route(request, { params: Promise.resolve(init.params ?? {}) });
}
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });

const echoCaller = ({ caller }: { caller: unknown }) => Promise.resolve(NextResponse.json({ caller }));

describe('apiRoute authentication', () => {
  const sessionRoute = apiRoute({ auth: 'session' }, echoCaller);
  const customerRoute = apiRoute({ auth: 'customer' }, echoCaller);
  const openRoute = apiRoute({}, echoCaller);

  it('answers 401 without a valid bearer token', async () => {
    for (const authorization of ['', 'Bearer', 'Bearer not-a-token', `Basic ${customer}`, `${customer}`, `xBearer ${customer}`, `Bearer ${customer} extra`]) {
      expect(await json(await call(sessionRoute, { authorization }))).toEqual({
        status: 401,
        body: { Error: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
      });
    }
  });

  it("passes a guest's or a customer's claims to a session route", async () => {
    expect(await json(await call(sessionRoute, { token: guest }))).toEqual({
      status: 200,
      body: { caller: { userId: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f71', role: 'guest', scopes: [], credentialVersion: 0 } },
    });
    expect(await json(await call(sessionRoute, { authorization: `bearer   ${customer}` }))).toMatchObject({
      status: 200,
      body: { caller: { role: 'customer' } },
    });
  });

  it('answers a guest on a customer route with 401 SIGN_IN_REQUIRED', async () => {
    expect(await json(await call(customerRoute, { token: guest }))).toEqual({
      status: 401,
      body: { Error: 'SIGN_IN_REQUIRED', message: 'Please sign in to your account to continue.' },
    });
    expect((await call(customerRoute, { token: customer })).status).toBe(200);
  });

  it("asks the caller check about a customer's token only, and refuses it with 401 SESSION_ENDED when the check says no", async () => {
    const stale = await signAccessToken({ userId: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f72', role: 'customer', scopes: ['organizer'], credentialVersion: 3 });
    callerCheck.mockClear();
    expect((await call(sessionRoute, { token: guest })).status).toBe(200);
    expect(await json(await call(customerRoute, { token: guest }))).toMatchObject({ status: 401, body: { Error: 'SIGN_IN_REQUIRED' } });
    expect(callerCheck).not.toHaveBeenCalled();

    callerCheck.mockResolvedValueOnce(false).mockResolvedValueOnce(false);
    const handler = vi.fn(echoCaller);
    for (const route of [apiRoute({ auth: 'customer' }, handler), apiRoute({ auth: 'session' }, handler)]) {
      expect(await json(await call(route, { token: stale }))).toEqual({
        status: 401,
        body: { Error: 'SESSION_ENDED', message: 'Your password or email changed since you signed in on this device. Please sign in again.' },
      });
    }
    expect(handler).not.toHaveBeenCalled();
    expect(callerCheck.mock.calls).toEqual([
      [{ userId: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f72', role: 'customer', scopes: ['organizer'], credentialVersion: 3 }],
      [{ userId: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f72', role: 'customer', scopes: ['organizer'], credentialVersion: 3 }],
    ]);
    expect(await json(await call(customerRoute, { token: stale }))).toMatchObject({ status: 200, body: { caller: { credentialVersion: 3 } } });
  });

  it('fails closed, as a logged 500, when no caller check is registered; guests pass without one', async () => {
    const error = vi.fn();
    vi.spyOn(logger, 'child').mockReturnValue({ error } as unknown as ReturnType<typeof logger.child>);
    registerCallerCheck(undefined as unknown as typeof callerCheck);
    try {
      const answer = await json(await call(customerRoute, { token: customer, requestId: 'req-unchecked' }));
      expect(answer).toEqual({
        status: 500,
        body: { Error: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again. (reference req-unchecked)' },
      });
      expect(error).toHaveBeenCalledWith(
        { err: expect.objectContaining({ message: expect.stringMatching(/^No caller check is registered/) }) },
        'Unhandled error in route handler',
      );
      expect((await call(sessionRoute, { token: guest })).status).toBe(200);
    } finally {
      registerCallerCheck(callerCheck);
      vi.restoreAllMocks();
    }
    expect(registeredCallerCheck()).toBe(callerCheck);
  });

  it('gives a route without auth no caller, even when a token is sent', async () => {
    expect(await json(await call(openRoute, { token: customer }))).toEqual({ status: 200, body: { caller: null } });
  });
});

describe('apiRoute operator token', () => {
  const operatorRoute = apiRoute({ auth: 'operator' }, echoCaller);

  it('accepts exactly the operator token, and gives the route no caller claims', async () => {
    expect(await json(await call(operatorRoute, { token: OPERATOR_TOKEN }))).toEqual({ status: 200, body: { caller: null } });
    for (const token of [customer, OPERATOR_TOKEN.slice(0, -1), `${OPERATOR_TOKEN}x`, OPERATOR_TOKEN.toUpperCase()]) {
      expect(await json(await call(operatorRoute, { token }))).toEqual({
        status: 401,
        body: { Error: 'UNAUTHORIZED', message: 'This operator route needs the operator token.' },
      });
    }
    expect((await call(operatorRoute)).status).toBe(401);
  });

  it('answers 503 OPERATOR_API_DISABLED on a server without an operator token', async () => {
    vi.resetModules();
    vi.stubEnv('OPERATOR_TOKEN', undefined);
    try {
      const fresh = await import('./handler');
      const disabled = fresh.apiRoute({ auth: 'operator' }, echoCaller);
      for (const token of [OPERATOR_TOKEN, undefined]) {
        expect(await json(await call(disabled, { token }))).toEqual({
          status: 503,
          body: { Error: 'OPERATOR_API_DISABLED', message: 'The operator API is not enabled on this server (set OPERATOR_TOKEN).' },
        });
      }
    } finally {
      vi.stubEnv('OPERATOR_TOKEN', OPERATOR_TOKEN);
    }
  });
});

describe('apiRoute authorization and validation', () => {
  const params = z.object({ id: z.coerce.number().int().positive() });
  const body = z.object({ name: z.string().min(1), count: z.number().int() });
  const refuseAll = () => Promise.reject(new AppError(403, 'STAFF_ONLY', 'Only staff.'));
  const guarded = apiRoute({ auth: 'customer', params, body, authorize: refuseAll }, () => Promise.resolve(NextResponse.json({ reached: true })));
  const handled = vi.fn((context: { params: unknown; body: unknown; authorized: unknown }) =>
    Promise.resolve(NextResponse.json({ params: context.params, body: context.body, authorized: context.authorized })),
  );
  const allowed = apiRoute({ auth: 'customer', params, body, authorize: (caller) => Promise.resolve(`staff:${caller?.role}`) }, handled);

  it('authorizes before it reads the address or the body: an outsider learns nothing from validation', async () => {
    for (const sent of [
      { body: 'not json', params: { id: 'x' } },
      { body: '{}', params: { id: 1 } },
      { body: JSON.stringify({ name: 'a', count: 1 }), params: { id: 1 } },
    ]) {
      expect(await json(await call(guarded, { token: customer, ...sent }))).toEqual({ status: 403, body: { Error: 'STAFF_ONLY', message: 'Only staff.' } });
    }
    expect((await call(guarded, { body: 'not json' })).status).toBe(401);
  });

  it('hands the handler the validated address, body and what authorize answered', async () => {
    const response = await call(allowed, { token: customer, params: { id: '7' }, body: JSON.stringify({ name: 'Owl', count: 2, extra: true }) });
    expect(await json(response)).toEqual({ status: 200, body: { params: { id: 7 }, body: { name: 'Owl', count: 2 }, authorized: 'staff:customer' } });
  });

  it('refuses a bad address, a body that is not JSON and a body that breaks the schema with 400, without calling the handler', async () => {
    handled.mockClear();
    expect(await json(await call(allowed, { token: customer, params: { id: '0' }, body: '{}' }))).toMatchObject({
      status: 400,
      body: { Error: 'INVALID_PARAMS', message: expect.stringMatching(/^Invalid address: id: /) },
    });
    expect(await json(await call(allowed, { token: customer, params: { id: 1 }, body: '{"name":' }))).toEqual({
      status: 400,
      body: { Error: 'INVALID_JSON', message: 'The request body must be valid JSON.' },
    });
    const invalid = await json(await call(allowed, { token: customer, params: { id: 1 }, body: JSON.stringify({ name: '', count: 1.5 }) }));
    expect(invalid).toMatchObject({ status: 400, body: { Error: 'VALIDATION_FAILED' } });
    expect((invalid.body as { message: string }).message).toMatch(/^name: .+; count: .+$/);
    // A problem with the whole body names no field.
    expect(await json(await call(allowed, { token: customer, params: { id: 1 }, body: '"just a string"' }))).toMatchObject({
      status: 400,
      body: { Error: 'VALIDATION_FAILED', message: expect.stringMatching(/^Invalid input/) },
    });
    expect(handled).not.toHaveBeenCalled();
  });

  it('names a nested field by its path', async () => {
    const nested = apiRoute({ body: z.object({ address: z.object({ city: z.string({ error: 'Enter the city.' }) }) }) }, () =>
      Promise.resolve(new NextResponse(null, { status: 204 })),
    );
    expect(await json(await call(nested, { body: '{"address":{}}' }))).toEqual({
      status: 400,
      body: { Error: 'VALIDATION_FAILED', message: 'address.city: Enter the city.' },
    });
  });

  it('names at most five problems', async () => {
    const many = apiRoute({ body: z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string(), e: z.string(), f: z.string(), g: z.string() }) }, () =>
      Promise.resolve(new NextResponse(null, { status: 204 })),
    );
    const { body: answer } = await json(await call(many, { body: '{}' }));
    expect((answer as { message: string }).message.split('; ')).toHaveLength(5);
  });
});

describe('apiRoute errors', () => {
  const logged = () => {
    const error = vi.fn();
    const child = vi.spyOn(logger, 'child').mockReturnValue({ error } as unknown as ReturnType<typeof logger.child>);
    return { error, child };
  };
  afterAll(() => vi.restoreAllMocks());

  it("logs a request's failures with its id, method and path: server errors only, never a shopper's 4xx", async () => {
    const spy = logged();
    const failure = new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not answering.');
    await call(
      apiRoute({}, () => Promise.reject(failure)),
      { requestId: 'req-503' },
    );
    expect(spy.child).toHaveBeenLastCalledWith({ requestId: 'req-503', method: 'POST', path: '/api/thing' });
    expect(spy.error).toHaveBeenCalledWith({ err: failure }, 'The database is not answering.');
    spy.error.mockClear();
    await call(apiRoute({}, () => Promise.reject(new AppError(500, 'BROKEN', 'Broken.'))));
    expect(spy.error).toHaveBeenCalledTimes(1);
    spy.error.mockClear();
    for (const status of [400, 404, 409, 499]) await call(apiRoute({}, () => Promise.reject(new AppError(status, 'REFUSED', 'No.'))));
    expect(spy.error).not.toHaveBeenCalled();
    const crash = new Error('boom');
    await call(apiRoute({}, () => Promise.reject(crash)));
    expect(spy.error).toHaveBeenCalledWith({ err: crash }, 'Unhandled error in route handler');
    vi.restoreAllMocks();
  });

  it('answers a typed error with its status and {Error, message}, and tags every answer with the request id', async () => {
    const route = apiRoute({}, () => Promise.reject(new AppError(409, 'OUT_OF_STOCK', 'Sold out.')));
    const response = await call(route, { requestId: 'req-123' });
    expect(await json(response)).toEqual({ status: 409, body: { Error: 'OUT_OF_STOCK', message: 'Sold out.' } });
    expect(response.headers.get('x-request-id')).toBe('req-123');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const ok = await call(
      apiRoute({}, () => Promise.resolve(NextResponse.json({}))),
      { requestId: 'req-456' },
    );
    expect(ok.headers.get('x-request-id')).toBe('req-456');
  });

  it('answers anything unexpected with a generic 500 naming the request, never the error itself', async () => {
    const route = apiRoute({}, () => Promise.reject(new Error('connection string postgres://secret@db')));
    const response = await call(route);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const answer = await json(response);
    expect(answer).toEqual({
      status: 500,
      body: { Error: 'INTERNAL_ERROR', message: `Something went wrong on our side. Please try again. (reference ${requestId})` },
    });
    expect(JSON.stringify(answer)).not.toContain('secret');
  });
});

describe('apiRoute query and declaration', () => {
  const query = z.object({ site: z.enum(['us', 'ca']), tag: z.string().optional() });
  const route = apiRoute({ query, response: { 200: z.object({ query }) }, summary: 'Echo the query', tags: ['test'] }, ({ query }) =>
    Promise.resolve(NextResponse.json({ query })),
  );
  const get = (search: string) => route(new NextRequest(`http://shop.test/api/thing${search}`), { params: Promise.resolve({}) });

  it("validates the query string, a repeated name's last value", async () => {
    expect(await json(await get('?site=ca&tag=a&tag=b'))).toEqual({ status: 200, body: { query: { site: 'ca', tag: 'b' } } });
  });

  it('answers a query that breaks its schema with 400 INVALID_QUERY naming the field', async () => {
    expect(await json(await get('?site=uk'))).toMatchObject({ status: 400, body: { Error: 'INVALID_QUERY', message: expect.stringContaining('site') } });
    expect(await json(await get(''))).toMatchObject({ status: 400, body: { Error: 'INVALID_QUERY' } });
  });

  it('carries its declaration for the OpenAPI document, without the authorize step itself', () => {
    expect(route.declaration).toMatchObject({ query, summary: 'Echo the query', tags: ['test'], authorizes: false });
    const staffOnly = apiRoute({ auth: 'customer', authorize: () => Promise.resolve('staff') }, () => Promise.resolve(new Response(null, { status: 204 })));
    expect(staffOnly.declaration).toEqual({ auth: 'customer', authorizes: true });
  });
});

describe('apiRoute body rules (issue 18)', () => {
  const body = z.object({ name: z.string().max(100_000), note: multiline(z.string()).optional(), items: z.array(z.object({ title: z.string() })).optional() });
  const route = apiRoute({ body, params: z.object({ slug: z.string().optional() }) }, ({ body }) => Promise.resolve(NextResponse.json(body)));
  const post = (text: string, headers: Record<string, string> = { 'content-type': 'application/json' }, params: unknown = {}) =>
    route(new NextRequest('http://shop.test/api/thing', { method: 'POST', headers, body: text }), { params: Promise.resolve(params) });

  it('refuses control characters and lone surrogates with 400 INVALID_TEXT naming the field, before the schema', async () => {
    expect(await json(await post(JSON.stringify({ name: 'Maple\u0000Grove' })))).toEqual({
      status: 400,
      body: { Error: 'INVALID_TEXT', message: 'name contains a control character (U+0000).' },
    });
    expect(await json(await post('{"name":"ok","items":[{"title":"\\ud800"}]}'))).toEqual({
      status: 400,
      body: { Error: 'INVALID_TEXT', message: 'items.0.title contains an invalid character (a lone surrogate).' },
    });
    expect(await json(await post('"\\u0007"'))).toEqual({
      status: 400,
      body: { Error: 'INVALID_TEXT', message: 'The body contains a control character (U+0007).' },
    });
  });

  it('takes line breaks in a multiline field only', async () => {
    expect(await json(await post(JSON.stringify({ name: 'n', note: 'Dear shop,\r\n\tthanks' })))).toEqual({
      status: 200,
      body: { name: 'n', note: 'Dear shop,\r\n\tthanks' },
    });
    expect(await json(await post(JSON.stringify({ name: 'a\nb' })))).toEqual({
      status: 400,
      body: { Error: 'INVALID_TEXT', message: 'name must be on one line (no line breaks or tabs).' },
    });
  });

  it('refuses a body over MAX_JSON_BODY_BYTES with 413, whether or not it says its length', async () => {
    const justRight = JSON.stringify({ name: 'x'.repeat(100_000) });
    expect((await post(justRight)).status).toBe(200);
    const tooLarge = JSON.stringify({ name: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const expected = { status: 413, body: { Error: 'BODY_TOO_LARGE', message: `The request body is too large (at most ${MAX_JSON_BODY_BYTES / 1024} KB).` } };
    expect(await json(await post(tooLarge))).toEqual(expected);
    expect(await json(await post('{}', { 'content-type': 'application/json', 'content-length': String(MAX_JSON_BODY_BYTES + 1) }))).toEqual(expected);
    expect((await post('x'.repeat(MAX_JSON_BODY_BYTES - 1) + '"')).status).toBe(400);
    // At the limit exactly, the body is read (and here refused by the schema, not for its size).
    const atLimit = `{"name":"${'x'.repeat(MAX_JSON_BODY_BYTES - 11)}"}`;
    expect(new TextEncoder().encode(atLimit).byteLength).toBe(MAX_JSON_BODY_BYTES);
    expect(await json(await post(atLimit))).toMatchObject({ status: 400, body: { Error: 'VALIDATION_FAILED' } });
    expect((await post(`${atLimit} `)).status).toBe(413);
    expect((await post('{"name":"n"}', { 'content-type': 'application/json', 'content-length': String(MAX_JSON_BODY_BYTES) })).status).not.toBe(413);
  });

  it('reads JSON sent as JSON, text/plain (sendBeacon) or without a type, and refuses other types with 415', async () => {
    const valid = JSON.stringify({ name: 'n' });
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/merge-patch+json',
      'text/plain;charset=UTF-8',
      ' APPLICATION/JSON ',
    ])
      expect((await post(valid, { 'content-type': type })).status, type).toBe(200);
    expect((await post(valid, {})).status).toBe(200);
    expect((await post(valid, { 'content-type': '' })).status).toBe(200);
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html', 'application/jsonx', 'application/xml'])
      expect(await json(await post(valid, { 'content-type': type })), type).toEqual({
        status: 415,
        body: { Error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON (Content-Type: application/json).' },
      });
  });

  it('refuses bytes that are not UTF-8 and nesting deeper than 32 levels with 400', async () => {
    const route2 = apiRoute({ body: z.unknown() }, () => Promise.resolve(NextResponse.json({ ok: true })));
    const send = (payload: BodyInit) =>
      route2(new NextRequest('http://shop.test/api/thing', { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload }), {
        params: Promise.resolve({}),
      });
    expect(await json(await send(new Uint8Array([0x22, 0xff, 0x22])))).toEqual({
      status: 400,
      body: { Error: 'INVALID_JSON', message: 'The request body must be valid JSON.' },
    });
    expect(await json(await send('['.repeat(33) + ']'.repeat(33)))).toMatchObject({
      status: 400,
      body: { Error: 'INVALID_TEXT', message: expect.stringContaining('nests deeper than 32 levels') },
    });
    expect((await send('['.repeat(32) + ']'.repeat(32))).status).toBe(200);
    expect((await send('['.repeat(100_000) + ']'.repeat(100_000))).status).toBe(400);
  });

  it('refuses control characters in the address and the query string too', async () => {
    expect(await json(await post(JSON.stringify({ name: 'n' }), { 'content-type': 'application/json' }, { slug: 'a\u0000' }))).toEqual({
      status: 400,
      body: { Error: 'INVALID_PARAMS', message: 'Invalid address: slug contains a control character (U+0000).' },
    });
    const open = apiRoute({}, () => Promise.resolve(NextResponse.json({ ok: true })));
    const get = (search: string) => open(new NextRequest(`http://shop.test/api/thing${search}`), { params: Promise.resolve({}) });
    expect(await json(await get('?q=a%00b'))).toEqual({
      status: 400,
      body: { Error: 'INVALID_QUERY', message: 'The query parameter "q" contains a control character (U+0000).' },
    });
    expect(await json(await get('?q%0A=1'))).toEqual({
      status: 400,
      body: { Error: 'INVALID_QUERY', message: 'The query parameter "?" must be on one line (no line breaks or tabs).' },
    });
    expect(await json(await get('?q=%ED%A0%80'))).toMatchObject({ status: 200 });
    expect((await get('?q=caf%C3%A9')).status).toBe(200);
  });
});

describe('apiRoute overload (issue 18)', () => {
  it('answers a pool that gave no connection in time with 503 OVERLOADED and Retry-After, not a 500', async () => {
    const overloaded = [
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: new Error('timeout exceeded when trying to connect') }),
      new Error('Failed query', { cause: new Error('Connection terminated due to connection timeout') }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    ];
    for (const error of overloaded) {
      const route = apiRoute({}, () => Promise.reject(error));
      const response = await route(new NextRequest('http://shop.test/api/thing'), { params: Promise.resolve({}) });
      expect(response.status, error.message).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
      expect(await response.json()).toEqual({ Error: 'OVERLOADED', message: 'The shop is very busy right now. Please try again in a few seconds.' });
    }
    const other = apiRoute({}, () => Promise.reject(Object.assign(new Error('duplicate key'), { code: '23505' })));
    expect((await other(new NextRequest('http://shop.test/api/thing'), { params: Promise.resolve({}) })).status).toBe(500);
  });
});

describe('declaredAccess', () => {
  it('reads who a route serves from its auth, or from what it declares', () => {
    expect(declaredAccess({})).toEqual(ACCESS_ROLES);
    expect(declaredAccess({ auth: 'session' })).toEqual(['guest', 'customer', 'organizer', 'staff']);
    expect(declaredAccess({ auth: 'customer' })).toEqual(['customer', 'organizer', 'staff']);
    expect(declaredAccess({ auth: 'operator' })).toEqual([]);
    expect(declaredAccess({ auth: 'customer', authorizes: true })).toBeUndefined();
    expect(declaredAccess({ auth: 'customer', authorizes: true, access: ['staff'] })).toEqual(['staff']);
    const route = apiRoute({ auth: 'customer', authorize: () => Promise.resolve(1), access: ['organizer'] }, () => Promise.resolve(new Response(null)));
    expect(route.declaration).toEqual({ auth: 'customer', authorizes: true, access: ['organizer'] });
  });
});
