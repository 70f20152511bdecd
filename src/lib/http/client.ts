import type { ToastKind } from '@/ui/toast';
import { isChallengePage } from './challenge-page';
import { clientErrorCodes, HttpError, unknownErrorMessage } from './http-error';
import { botProtectionUrl, loginRedirectUrl } from './redirect-urls';

export interface HttpClientDependencies {
  /** The session's accessToken, or null when signed out; asked only for authenticated calls. */
  getAccessToken: () => Promise<string | null>;
  navigate: (url: string) => void;
  notify: (kind: ToastKind, message: string) => void;
  /** Pathname plus search of the page the caller is on, read when a redirect is due. */
  currentPath: () => string;
  fetch?: typeof fetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Defaults to GET, or POST when there is a body. */
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Send `Authorization: Bearer <accessToken>`. */
  auth?: boolean;
  /** No error toast: for calls the user did not ask for, like loading favorites (spec §7). */
  quiet?: boolean;
  /** On 401 go to the login page. Defaults to on, except for quiet calls (spec §7: a 401 on the quiet path is not redirected). */
  redirectOnUnauthorized?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
}

export interface JsonRequestOptions<T> extends RequestOptions {
  /** Checks the answer's shape (a zod schema's `parse`, say); what it throws becomes an INVALID_RESPONSE error. */
  parse: (body: unknown) => T;
}

export interface HttpClient {
  /** A JSON call; the answer is unknown until a `parse` vouches for it. An empty body (204) answers undefined. */
  json(url: string, options?: RequestOptions): Promise<unknown>;
  json<T>(url: string, options: JsonRequestOptions<T>): Promise<T>;
  /** A file download (spec §7): the body as a Blob, with the same error handling as JSON calls. */
  download(url: string, options?: RequestOptions): Promise<Blob>;
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: unknown };

function parseJson(text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

function stringField(value: unknown, field: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const fieldValue: unknown = (value as Record<string, unknown>)[field];
  return typeof fieldValue === 'string' && fieldValue.trim() !== '' ? fieldValue : null;
}

export function createHttpClient(dependencies: HttpClientDependencies): HttpClient {
  // Called as a plain function: browsers refuse `fetch` invoked as a method of another object (Illegal invocation).
  const send = dependencies.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function buildHeaders(options: RequestOptions, accept: string): Promise<Headers> {
    const headers = new Headers({ ...options.headers, Accept: accept });
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    if (options.auth) {
      const accessToken = await dependencies.getAccessToken();
      // Without a token the call still goes out: the API's 401 then leads to the login page like an expired session.
      if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    }
    return headers;
  }

  function fail(options: RequestOptions, error: HttpError): never {
    if (!options.quiet) dependencies.notify('error', error.message);
    throw error;
  }

  /** Sends the request and reads the body; `readBody` decides how, so downloads need not decode text. */
  async function exchange<Body>(
    url: string,
    options: RequestOptions,
    accept: string,
    readBody: (response: Response) => Promise<Body>,
  ): Promise<{ response: Response; body: Body }> {
    const init: RequestInit = {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: await buildHeaders(options, accept),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    };
    try {
      const response = await send(url, init);
      return { response, body: await readBody(response) };
    } catch (error) {
      // The caller cancelled: it expects the AbortError itself, and no toast for something it asked for.
      if (options.signal?.aborted) throw error;
      fail(options, new HttpError(0, clientErrorCodes.network, 'We could not reach the shop. Please check your connection and try again.', { cause: error }));
    }
  }

  /** Spec §8 handling shared by JSON calls and downloads: CDN challenge, status ≥ 400, 401 redirect. */
  function throwIfUnsuccessful(options: RequestOptions, status: number, bodyText: string, parsed: Parsed): void {
    if (isChallengePage(bodyText)) {
      // Not an answer of our API, so nothing to toast: the shopper is about to see the challenge instead.
      dependencies.navigate(botProtectionUrl(dependencies.currentPath()));
      throw new HttpError(status, clientErrorCodes.botChallenge, 'The request was stopped by bot protection.');
    }
    if (status < 400) return;
    const errorBody = parsed.ok ? parsed.value : undefined;
    const error = new HttpError(status, stringField(errorBody, 'Error') ?? clientErrorCodes.unknown, stringField(errorBody, 'message') ?? unknownErrorMessage);
    if (status === 401 && (options.redirectOnUnauthorized ?? !options.quiet)) {
      dependencies.navigate(loginRedirectUrl(dependencies.currentPath()));
    }
    fail(options, error);
  }

  function json(url: string, options?: RequestOptions): Promise<unknown>;
  function json<T>(url: string, options: JsonRequestOptions<T>): Promise<T>;
  async function json(url: string, options: RequestOptions | JsonRequestOptions<unknown> = {}): Promise<unknown> {
    const { response, body: bodyText } = await exchange(url, options, 'application/json', (answer) => answer.text());
    const parsed = parseJson(bodyText);
    throwIfUnsuccessful(options, response.status, bodyText, parsed);
    if (!parsed.ok) {
      throw new HttpError(response.status, clientErrorCodes.invalidResponse, 'The server sent an answer we could not read.', { cause: parsed.error });
    }
    if (!('parse' in options)) return parsed.value;
    try {
      return options.parse(parsed.value);
    } catch (error) {
      throw new HttpError(response.status, clientErrorCodes.invalidResponse, 'The server sent an answer we did not expect.', { cause: error });
    }
  }

  async function download(url: string, options: RequestOptions = {}): Promise<Blob> {
    // Any file type is welcome; errors still come back as JSON.
    const { response, body: file } = await exchange(url, options, '*/*', (answer) => answer.blob());
    const mayNeedReading = response.status >= 400 || file.type.includes('html');
    const bodyText = mayNeedReading ? await file.text() : '';
    throwIfUnsuccessful(options, response.status, bodyText, parseJson(bodyText));
    return file;
  }

  return { json, download };
}
