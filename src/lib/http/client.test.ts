import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToastKind } from '@/ui/toast';
import { createHttpClient, type HttpClient, type HttpClientDependencies } from './client';
import { HttpError } from './http-error';
import { downloadBytes, refusedOrigin, startTestApiServer, type TestApiServer } from './test-api-server';

const currentPage = '/ca/account/wishlist?org=lincoln-elementary&sort=new';

let server: TestApiServer;
beforeAll(async () => {
  server = await startTestApiServer();
});
afterAll(async () => {
  await server.close();
});

interface Harness {
  client: HttpClient;
  toasts: Array<[ToastKind, string]>;
  navigations: string[];
  tokenRequests: () => number;
  url: (path: string) => string;
}

function harness(overrides: Partial<HttpClientDependencies> = {}, accessToken: string | null = 'token-123'): Harness {
  const toasts: Array<[ToastKind, string]> = [];
  const navigations: string[] = [];
  let tokenRequests = 0;
  const client = createHttpClient({
    getAccessToken: async () => {
      tokenRequests += 1;
      return accessToken;
    },
    navigate: (url) => navigations.push(url),
    notify: (kind, message) => toasts.push([kind, message]),
    currentPath: () => currentPage,
    ...overrides,
  });
  return { client, toasts, navigations, tokenRequests: () => tokenRequests, url: (path) => `${server.origin}${path}` };
}

/** The HttpError a call rejects with; fails the test if it resolves or rejects with anything else. */
async function httpErrorOf(call: Promise<unknown>): Promise<HttpError> {
  const error = await call.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('successful JSON calls', () => {
  it('answers the parsed body without toasts or navigation', async () => {
    const { client, toasts, navigations, url } = harness();
    await expect(client.json(url('/ok'))).resolves.toEqual({ value: 1 });
    expect(toasts).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('answers undefined for an empty 204', async () => {
    const { client, url } = harness();
    await expect(client.json(url('/no-content'), { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('hands the body to parse and answers what it returns', async () => {
    const { client, url } = harness();
    const value: number = await client.json(url('/ok'), {
      parse: (body) => {
        const field: unknown = (body as { value?: unknown }).value;
        if (typeof field !== 'number') throw new TypeError('value must be a number');
        return field;
      },
    });
    expect(value).toBe(1);
  });

  it('turns a body that parse rejects into INVALID_RESPONSE', async () => {
    const { client, url } = harness();
    const shapeError = new TypeError('items must be an array');
    const error = await httpErrorOf(
      client.json(url('/ok'), {
        parse: () => {
          throw shapeError;
        },
      }),
    );
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    expect(error.cause).toBe(shapeError);
  });

  it('uses the injected fetch', async () => {
    const requested: string[] = [];
    const { client, url } = harness({
      fetch: (input, init) => {
        requested.push(String(input));
        return fetch(input, init);
      },
    });
    await client.json(url('/ok'));
    expect(requested).toEqual([url('/ok')]);
  });
});

describe('request headers', () => {
  it('sends Accept: application/json and no token or content type on an anonymous GET', async () => {
    const { client, url, tokenRequests } = harness();
    await expect(client.json(url('/echo'))).resolves.toEqual({ method: 'GET', accept: 'application/json', contentType: null, authorization: null, body: null });
    expect(tokenRequests()).toBe(0);
  });

  it('sends the body as JSON with the bearer token on an authenticated call', async () => {
    const { client, url } = harness();
    await expect(client.json(url('/echo'), { auth: true, body: { skus: ['9780141321073'] } })).resolves.toEqual({
      method: 'POST',
      accept: 'application/json',
      contentType: 'application/json',
      authorization: 'Bearer token-123',
      body: { skus: ['9780141321073'] },
    });
  });

  it('keeps the method the caller names', async () => {
    const { client, url } = harness();
    await expect(client.json(url('/echo'), { method: 'DELETE', auth: true })).resolves.toMatchObject({ method: 'DELETE', authorization: 'Bearer token-123' });
  });

  it('sends no Authorization header when the session has no token', async () => {
    const { client, url } = harness({}, null);
    await expect(client.json(url('/echo'), { auth: true })).resolves.toMatchObject({ authorization: null });
  });
});

describe('statuses of 400 and above', () => {
  it('toasts the API message and rejects with status, code and message', async () => {
    const { client, toasts, navigations, url } = harness();
    const error = await httpErrorOf(client.json(url('/bad-request'), { body: {} }));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'skus: Required', name: 'HttpError' });
    expect(toasts).toEqual([['error', 'skus: Required']]);
    expect(navigations).toEqual([]);
  });

  it('toasts the unknown-error text when the body has no message', async () => {
    const { client, toasts, url } = harness();
    const error = await httpErrorOf(client.json(url('/server-error-without-message')));
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', message: 'An unknown error occurred' });
    expect(toasts).toEqual([['error', 'An unknown error occurred']]);
  });

  it('names the code UNKNOWN_ERROR when the body has no Error field', async () => {
    const { client, toasts, navigations, url } = harness();
    const error = await httpErrorOf(client.json(url('/forbidden-bare'), { auth: true }));
    expect(error).toMatchObject({ status: 403, code: 'UNKNOWN_ERROR', message: 'An unknown error occurred' });
    expect(toasts).toHaveLength(1);
    expect(navigations).toEqual([]);
  });

  it('treats an HTML error page that is no challenge as an unknown error', async () => {
    const { client, toasts, navigations, url } = harness();
    const error = await httpErrorOf(client.json(url('/html-bad-gateway')));
    expect(error).toMatchObject({ status: 502, code: 'UNKNOWN_ERROR', message: 'An unknown error occurred' });
    expect(toasts).toEqual([['error', 'An unknown error occurred']]);
    expect(navigations).toEqual([]);
  });

  it('stays quiet when asked to', async () => {
    const { client, toasts, url } = harness();
    const error = await httpErrorOf(client.json(url('/server-error-without-message'), { quiet: true }));
    expect(error.status).toBe(500);
    expect(toasts).toEqual([]);
  });
});

describe('401', () => {
  it('toasts and sends the shopper to the login page, keeping org', async () => {
    const { client, toasts, navigations, url } = harness();
    const error = await httpErrorOf(client.json(url('/unauthorized'), { auth: true }));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(toasts).toEqual([['error', 'Please sign in again.']]);
    expect(navigations).toEqual(['/login?action=logout&returnUrl=%2Fca%2Faccount%2Fwishlist%3Forg%3Dlincoln-elementary%26sort%3Dnew&org=lincoln-elementary']);
  });

  it('does not redirect when redirect is turned off', async () => {
    const { client, toasts, navigations, url } = harness();
    await httpErrorOf(client.json(url('/unauthorized'), { auth: true, redirectOnUnauthorized: false }));
    expect(toasts).toHaveLength(1);
    expect(navigations).toEqual([]);
  });

  it('is neither toasted nor redirected on the quiet path (spec §7 favorites)', async () => {
    const { client, toasts, navigations, url } = harness();
    const error = await httpErrorOf(client.json(url('/unauthorized'), { auth: true, quiet: true }));
    expect(error.status).toBe(401);
    expect(toasts).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('redirects a quiet call when the caller asks for it', async () => {
    const { client, toasts, navigations, url } = harness();
    await httpErrorOf(client.json(url('/unauthorized'), { auth: true, quiet: true, redirectOnUnauthorized: true }));
    expect(toasts).toEqual([]);
    expect(navigations).toHaveLength(1);
  });
});

describe('CDN challenge pages', () => {
  const botProtection = '/bot-protection?returnUrl=%2Fca%2Faccount%2Fwishlist%3Forg%3Dlincoln-elementary%26sort%3Dnew&org=lincoln-elementary';

  for (const path of ['/challenge-attention', '/challenge-moment', '/challenge-moment-503']) {
    it(`sends the shopper to /bot-protection without a toast (${path})`, async () => {
      const { client, toasts, navigations, url } = harness();
      const error = await httpErrorOf(client.json(url(path), { auth: true }));
      expect(error.code).toBe('BOT_CHALLENGE');
      expect(navigations).toEqual([botProtection]);
      expect(toasts).toEqual([]);
    });
  }
});

describe('unreadable bodies', () => {
  it('raises INVALID_RESPONSE for an HTML page on a 200', async () => {
    const { client, toasts, navigations, url } = harness();
    const error = await httpErrorOf(client.json(url('/html-page')));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expect(toasts).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('raises INVALID_RESPONSE for truncated JSON', async () => {
    const { client, url } = harness();
    const error = await httpErrorOf(client.json(url('/truncated-json')));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });
});

describe('cancellation and network failures', () => {
  it('rejects with the AbortError and no toast when aborted before the response', async () => {
    const { client, toasts, url } = harness();
    const controller = new AbortController();
    const call = client.json(url('/hang'), { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await expect(call).rejects.not.toBeInstanceOf(HttpError);
    expect(toasts).toEqual([]);
  });

  it('rejects with the AbortError when aborted while the body arrives', async () => {
    const { client, toasts, url } = harness();
    const controller = new AbortController();
    const call = client.json(url('/hang-in-body'), { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(toasts).toEqual([]);
  });

  it('rejects a call whose signal is already aborted without sending it', async () => {
    const { client, toasts, url } = harness();
    await expect(client.json(url('/ok'), { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(toasts).toEqual([]);
  });

  it('turns a refused connection into NETWORK_ERROR with a toast', async () => {
    const { client, toasts } = harness();
    const error = await httpErrorOf(client.json(`${await refusedOrigin()}/ok`));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(toasts).toEqual([['error', error.message]]);
  });
});

describe('download', () => {
  it('answers the file as a Blob with its bytes intact, asking for any type with the bearer token', async () => {
    // The body is the file, so the test server reports the request headers it saw in response headers.
    const responses: Response[] = [];
    const { client, toasts, url } = harness({
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        responses.push(response);
        return response;
      },
    });
    const file = await client.download(url('/file'), { auth: true });
    expect(file).toBeInstanceOf(Blob);
    expect(file.type).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(downloadBytes);
    expect(responses[0]?.headers.get('x-accept-seen')).toBe('*/*');
    expect(responses[0]?.headers.get('x-authorization-seen')).toBe('Bearer token-123');
    expect(toasts).toEqual([]);
  });

  it('handles an error answer like a JSON call', async () => {
    const { client, toasts, navigations, url } = harness();
    const error = await httpErrorOf(client.download(url('/unauthorized'), { auth: true }));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Please sign in again.' });
    expect(toasts).toEqual([['error', 'Please sign in again.']]);
    expect(navigations).toHaveLength(1);
  });

  it('recognises a challenge page instead of the file', async () => {
    const { client, toasts, navigations, url } = harness();
    const error = await httpErrorOf(client.download(url('/challenge-moment'), { auth: true }));
    expect(error.code).toBe('BOT_CHALLENGE');
    expect(navigations[0]).toMatch(/^\/bot-protection\?returnUrl=/);
    expect(toasts).toEqual([]);
  });
});
