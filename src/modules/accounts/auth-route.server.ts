import 'server-only';
import NextAuth from 'next-auth';
import { NextResponse, type NextRequest } from 'next/server';
import { errorResponse } from '@/lib/api/handler';
import { hasPassedBotCheck, BOT_CHECK_COOKIE } from '@/modules/bot-protection/index.server';
import { authOptions } from './auth-options.server';
import { emailSchema } from './forms';
import { clientIp } from '@/lib/api/client-ip';
import { logger } from '@/lib/logger';
import { clearSignInFailures, consumeBotCheck, signInSucceeded, takeSignInAttempt } from './throttle.server';
import { guestCookieHeader, guestSignedInBy } from './guest-cookie.server';

type RouteContext = { params: Promise<{ nextauth?: string[] }> };

const nextAuth = NextAuth(authOptions) as (request: NextRequest, context: RouteContext) => Promise<Response>;

const MAX_BODY_BYTES = 16 * 1024;

const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?=/;

/**
 * Only a sign-in that set a session cookie counts as a success. Anything else (a wrong password, an unknown email,
 * a request without its CSRF token) counts as a failure: otherwise a request sent without the token would clear the
 * counters and let guessing go on forever.
 */
function succeeded(response: Response): boolean {
  return response.status < 400 && response.headers.getSetCookie().some((cookie) => SESSION_COOKIE.test(cookie));
}

/**
 * Bodies next-auth would choke on (invalid JSON, huge, wrong type) are refused with a readable 400 instead of a 500.
 * Returns the parsed fields or the refusal.
 */
async function readBody(request: NextRequest, requestId: string): Promise<Record<string, string> | Response> {
  const type = request.headers.get('content-type') ?? '';
  const text = await request.clone().text();
  if (text.length > MAX_BODY_BYTES) return errorResponse(413, { Error: 'BODY_TOO_LARGE', message: 'The request is too large.' }, requestId);
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  if (type.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      }
    } catch {
      // answered below
    }
    return errorResponse(400, { Error: 'INVALID_BODY', message: 'The request body must be a JSON object or a form.' }, requestId);
  }
  return errorResponse(415, { Error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the form as application/x-www-form-urlencoded.' }, requestId);
}

async function signInWithCredentials(request: NextRequest, context: RouteContext, fields: Record<string, string>, requestId: string): Promise<Response> {
  const email = emailSchema.safeParse(fields.email);
  const account = email.success ? email.data : null;
  const ip = clientIp(request.headers);
  let throttle = await takeSignInAttempt(ip, account);
  let botCheckUsed = false;
  if (throttle.blocked) {
    const proof = request.cookies.get(BOT_CHECK_COOKIE)?.value;
    // A passed challenge buys one fresh set of attempts, once.
    if (proof && (await hasPassedBotCheck(proof)) && (await consumeBotCheck(proof))) {
      await clearSignInFailures(ip, account);
      throttle = await takeSignInAttempt(ip, account);
      botCheckUsed = true;
    }
  }
  if (throttle.blocked) {
    const minutes = Math.max(1, Math.ceil(throttle.retryAfterSeconds / 60));
    const response = NextResponse.json(
      {
        Error: 'TOO_MANY_ATTEMPTS',
        message: `Too many sign-in attempts. Confirm you are a person to try again now, or wait ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        url: new URL('/login?error=TooManyAttempts', request.nextUrl.origin).toString(),
      },
      { status: 429, headers: { 'retry-after': String(throttle.retryAfterSeconds), 'cache-control': 'no-store', 'x-request-id': requestId } },
    );
    return response;
  }
  const response = await nextAuth(request, context);
  // The attempt was counted before the password was checked; a success gives it back.
  if (succeeded(response)) await signInSucceeded(ip, account);
  if (botCheckUsed) response.headers.append('set-cookie', `${BOT_CHECK_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  return response;
}

/**
 * Spec §4: the guest's id is kept as the `guestId` cookie, now written here (httpOnly, signed) when a guest session
 * starts, and again when a guest's session is read (so it lives on while the visitor comes back).
 */
function withGuestCookie(response: Response, guestId: string | null): Response {
  if (guestId) response.headers.append('set-cookie', guestCookieHeader(guestId));
  return response;
}

const ERROR_CODES: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'The request could not be read. Please reload the page and try again.' },
  401: { code: 'UNAUTHORIZED', message: 'That email and password do not match an account.' },
  403: { code: 'FORBIDDEN', message: 'This request is not allowed.' },
  404: { code: 'NOT_FOUND', message: 'There is nothing at this address.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This address does not take that method.' },
};

/** next-auth refuses a session update without its CSRF token with a 400 and an empty body. */
const CSRF_MISSING = { code: 'CSRF_TOKEN_MISSING', message: 'This form is out of date (its security token is missing): reload the page and try again.' };

/**
 * next-auth's refusals as the shop's `{Error, message}` (issue 18): its own are a text/plain "[object Object]" or an
 * empty body. A JSON answer keeps its fields (the client reads `url`) and gains the two; the status and cookies stay.
 */
export async function withErrorBody(response: Response, action: string | undefined, requestId: string): Promise<Response> {
  if (response.status < 400) return response;
  const known = action === 'session' && response.status === 400 ? CSRF_MISSING : ERROR_CODES[response.status];
  const fallback = known ?? { code: 'INTERNAL_ERROR', message: `Something went wrong on our side. Please try again. (reference ${requestId})` };
  let fields: Record<string, unknown> = {};
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const parsed: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) fields = parsed as Record<string, unknown>;
  }
  if (typeof fields.Error === 'string' && typeof fields.message === 'string') return response;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.set('cache-control', 'no-store');
  headers.set('x-request-id', requestId);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...fields, Error: fallback.code, message: fallback.message }), { status: response.status, headers });
}

/** next-auth's callback-url cookie, by whether the site is served over https. */
const CALLBACK_COOKIES = ['next-auth.callback-url', '__Secure-next-auth.callback-url'];

/** next-auth's own test of a callback address (`isValidHttpUrl`): what fails it, next-auth answers with a 500. */
function isHttpUrl(value: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith('/') ? base : undefined).protocol);
  } catch {
    return false;
  }
}

/**
 * A callbackUrl or callback-url cookie next-auth cannot read is the client's mistake, not a server fault (next-auth
 * calls it a configuration error, a 500): a 400, and the cookie cleared so the next request works. Where a valid
 * address leads is the `redirect` callback's business (on this site only).
 */
export function malformedCallback(request: NextRequest, requestId: string): Response | null {
  const base = request.nextUrl.origin;
  const param = request.nextUrl.searchParams.get('callbackUrl');
  if (param && !isHttpUrl(param, base))
    return errorResponse(400, { Error: 'INVALID_CALLBACK_URL', message: 'callbackUrl must be an address on this site, like /account.' }, requestId);
  for (const name of CALLBACK_COOKIES) {
    const value = request.cookies.get(name)?.value;
    if (!value || isHttpUrl(value, base)) continue;
    const response = errorResponse(
      400,
      { Error: 'INVALID_CALLBACK_COOKIE', message: 'Your browser sent a sign-in cookie we cannot read; it has been cleared. Please try again.' },
      requestId,
    );
    response.cookies.set(name, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure: name.startsWith('__Secure-') });
    return response;
  }
  return null;
}

/** Runs next-auth's answer through `withErrorBody`; anything it throws is a logged 500 `{Error, message}`, not Next's empty one. */
async function answered(request: NextRequest, context: RouteContext, answer: (requestId: string) => Promise<Response>): Promise<Response> {
  const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID();
  const [action] = (await context.params).nextauth ?? [];
  try {
    return await withErrorBody(malformedCallback(request, requestId) ?? (await answer(requestId)), action, requestId);
  } catch (error) {
    logger.error({ err: error, requestId, path: request.nextUrl.pathname }, 'next-auth failed');
    return errorResponse(500, { Error: 'INTERNAL_ERROR', message: `Something went wrong on our side. Please try again. (reference ${requestId})` }, requestId);
  }
}

/** `/api/auth/*` (spec §7): next-auth, with sign-in throttling and clean answers for malformed requests. */
export const authRoute = {
  GET: (request: NextRequest, context: RouteContext): Promise<Response> =>
    answered(request, context, async () => {
      const response = await nextAuth(request, context);
      const [action] = (await context.params).nextauth ?? [];
      if (action !== 'session' || !response.ok) return response;
      return withGuestCookie(response, await guestSignedInBy(response));
    }),
  POST: (request: NextRequest, context: RouteContext): Promise<Response> =>
    answered(request, context, async (requestId) => {
      const fields = await readBody(request, requestId);
      if (fields instanceof Response) return fields;
      const [action, provider] = (await context.params).nextauth ?? [];
      if (action === 'callback' && provider === 'credentials') return signInWithCredentials(request, context, fields, requestId);
      const response = await nextAuth(request, context);
      if (action === 'callback' && provider === 'guestAccount' && succeeded(response)) return withGuestCookie(response, await guestSignedInBy(response));
      return response;
    }),
};
