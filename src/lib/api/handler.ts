import { NextResponse, type NextRequest } from 'next/server';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AppError, BadRequestError, type ErrorBody } from '@/lib/errors';
import { findTextIssue, textProblem } from '@/lib/text';
import { isDatabaseOverloaded } from '@/db/overload';
import { logger as rootLogger } from '@/lib/logger';
import { env } from '@/lib/env';
import { timingSafeEqual } from 'node:crypto';
import { verifyAccessToken, type AccessClaims } from './access-token';
import { registeredCallerCheck } from './caller-check';

export type RouteAuth = 'session' | 'customer' | 'operator';

/** The callers the access matrix tries every operation as (issue 18): who a route serves is declared with it. */
export const ACCESS_ROLES = ['anonymous', 'guest', 'customer', 'organizer', 'staff'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

const SIGNED_IN: readonly AccessRole[] = ['customer', 'organizer', 'staff'];

/**
 * Who a route serves, as the OpenAPI document's `x-roles` says: what the route declares (`access`), else what its
 * `auth` implies: everyone without one, every session with `session`, signed-in accounts with `customer`, none of the
 * five with `operator` (the operator token only). A route that checks its callers further (`authorize`) must declare
 * `access`: undefined then, which the access matrix refuses.
 */
export function declaredAccess(declaration: RouteDeclaration): readonly AccessRole[] | undefined {
  if (declaration.access) return declaration.access;
  if (declaration.authorizes) return undefined;
  switch (declaration.auth) {
    case undefined:
      return ACCESS_ROLES;
    case 'session':
      return ['guest', ...SIGNED_IN];
    case 'customer':
      return SIGNED_IN;
    case 'operator':
      return [];
  }
}

/** Who calls a route of this kind of `auth`: the token's claims on session and customer routes, nobody on the others. */
export type CallerOf<TAuth extends RouteAuth | undefined> = TAuth extends 'session' | 'customer' ? AccessClaims : null;

export interface HandlerContext<TParams, TBody, TAuthorized = undefined, TCaller extends AccessClaims | null = AccessClaims | null, TQuery = undefined> {
  request: NextRequest;
  params: TParams;
  /** The query string read by the route's `query` schema (each name's last value), undefined on routes without one. */
  query: TQuery;
  body: TBody;
  requestId: string;
  log: Logger;
  /** The bearer of the access token: set on routes with `auth: 'session' | 'customer'`, null on the others. */
  caller: TCaller;
  /** What the route's `authorize` step answered (e.g. the staff member), undefined on routes without one. */
  authorized: TAuthorized;
}

/** The `{Error, message}` body of every failure (`errorResponse`). */
export const errorBodySchema = z
  .object({ Error: z.string().meta({ description: 'A stable code, e.g. VALIDATION_FAILED.' }), message: z.string() })
  .meta({ id: 'Error', description: 'What went wrong: a stable code and a sentence a shopper can read.' });

/**
 * What a route answers with one status: the schema of its JSON body, `null` for no body (204), or a body of another
 * media type (a PDF, a CSV).
 */
export type ResponseDeclaration = z.ZodType | null | { mediaType: string; description?: string };

/** What a route says about itself, once, where it is defined: the OpenAPI document is generated from these. */
export interface RouteDeclaration {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  auth?: RouteAuth;
  /** The route checks the caller further (a scope, staff) and answers 403 to others. */
  authorizes?: boolean;
  /** Who the route serves when `auth` alone does not say it (see `declaredAccess`), e.g. `['staff']` for the back office. */
  access?: readonly AccessRole[];
  /**
   * The answers by status. Only documented and checked by the tests (`expectDeclaredBody` in tests/support), never at run time:
   * re-validating every response would cost each request a second walk of its body.
   */
  response?: Partial<Record<number, ResponseDeclaration>>;
  summary?: string;
  description?: string;
  tags?: string[];
}

type Documentation = Pick<RouteDeclaration, 'response' | 'summary' | 'description' | 'tags'>;

export type DeclaredRoute<THandler> = THandler & { declaration: RouteDeclaration };

/** Attaches a declaration to a handler `apiRoute` does not make (next-auth's, Stripe's raw-body webhook). */
export function describeRoute<THandler extends (...args: never[]) => Promise<Response>>(
  declaration: RouteDeclaration,
  handler: THandler,
): DeclaredRoute<THandler> {
  return Object.assign(handler, { declaration });
}

interface RouteOptions<
  TParams extends z.ZodType,
  TBody extends z.ZodType,
  TAuthorized,
  TAuth extends RouteAuth | undefined,
  TQuery extends z.ZodType,
> extends Documentation {
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  /**
   * `session`: any session's access token (guests included); `customer`: a signed-in customer. DESIGN §2: the JSON
   * APIs take `Authorization: Bearer`, never cookies, so they have no CSRF surface. `operator`: the shop's staff, by
   * the OPERATOR_TOKEN bearer (no caller claims).
   */
  auth?: TAuth;
  /**
   * A check of the authenticated caller that runs before the address and body are read, so an outsider learns nothing
   * from validation errors (e.g. the back office answers 403 to any non-staff call, valid or not).
   */
  authorize?: (caller: CallerOf<TAuth>) => Promise<TAuthorized>;
  /** Who passes: required with `authorize` (see `declaredAccess`). */
  access?: readonly AccessRole[];
}

// Without the header this reads "null", which is no bearer token either.
const bearerOf = (request: NextRequest) => /^Bearer\s+(\S+)$/i.exec(String(request.headers.get('authorization')))?.[1];

function authenticateOperator(request: NextRequest): void {
  const expected = env().OPERATOR_TOKEN;
  if (!expected) throw new AppError(503, 'OPERATOR_API_DISABLED', 'The operator API is not enabled on this server (set OPERATOR_TOKEN).');
  const token = bearerOf(request);
  const wanted = Buffer.from(expected);
  if (token === undefined || Buffer.byteLength(token) !== wanted.length || !timingSafeEqual(Buffer.from(token), wanted))
    throw new AppError(401, 'UNAUTHORIZED', 'This operator route needs the operator token.');
}

async function authenticate(request: NextRequest, required: 'session' | 'customer'): Promise<AccessClaims> {
  const token = bearerOf(request);
  const caller = token ? await verifyAccessToken(token) : null;
  if (!caller) throw new AppError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
  if (required === 'customer' && caller.role === 'guest') throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to your account to continue.');
  if (caller.role === 'customer') await refuseEndedSession(caller);
  return caller;
}

/**
 * Issue 18: a customer's token made before the account's password or email last changed (or whose account is gone) is
 * refused at once, not when it expires. The accounts module answers (one primary-key read per call, no cache, so every
 * process of the shop agrees the moment the change is saved); a guest's token carries no credentials to check. Without a
 * registered check the call fails closed, as a logged 500.
 */
async function refuseEndedSession(caller: AccessClaims): Promise<void> {
  const check = registeredCallerCheck();
  if (!check) throw new Error('No caller check is registered (src/lib/api/caller-check.ts): signed-in API calls are refused until the app registers one');
  if (!(await check(caller)))
    throw new AppError(401, 'SESSION_ENDED', 'Your password or email changed since you signed in on this device. Please sign in again.');
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** The largest JSON body a route reads: far above any form's, far below what would tie up the server. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/** JSON, also when sent as text/plain (navigator.sendBeacon) or without a type; forms, files and the like are not read. */
const JSON_MEDIA_TYPE = /^(application\/([\w.+-]+\+)?json|text\/plain)\s*(;|$)/i;

/** The query string keeps the text rules too (a NUL in ?q= must not reach the database). */
function checkQueryText(request: NextRequest): void {
  for (const [name, value] of request.nextUrl.searchParams) {
    const problem = textProblem(name, false) ?? textProblem(value, false);
    if (problem) throw new BadRequestError(`The query parameter ${JSON.stringify(textProblem(name, false) ? '?' : name)} ${problem}.`, 'INVALID_QUERY');
  }
}

/**
 * The body as the route's schema reads it: a JSON document of at most MAX_JSON_BODY_BYTES whose every text keeps the
 * text rules (`findTextIssue`), else a 4xx naming what is wrong.
 */
async function readBody(request: NextRequest, schema: z.ZodType): Promise<unknown> {
  const type = request.headers.get('content-type');
  if (type !== null && type.trim() !== '' && !JSON_MEDIA_TYPE.test(type.trim()))
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).');
  const declaredLength = Number(request.headers.get('content-length'));
  if (Number.isFinite(declaredLength) && declaredLength > MAX_JSON_BODY_BYTES) throw bodyTooLarge();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_JSON_BODY_BYTES) throw bodyTooLarge();
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new BadRequestError('The request body must be valid JSON.', 'INVALID_JSON');
  }
  const issue = findTextIssue(raw, schema);
  if (issue) throw new BadRequestError(`${issue.path || 'The body'} ${issue.message}.`, 'INVALID_TEXT');
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new BadRequestError(describeIssues(parsed.error), 'VALIDATION_FAILED');
  return parsed.data;
}

const bodyTooLarge = () => new AppError(413, 'BODY_TOO_LARGE', `The request body is too large (at most ${MAX_JSON_BODY_BYTES / 1024} KB).`);

/** How long a client should wait before trying again when the database has no connection free. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;

/** Overload (issue 18): 503 with Retry-After, never a 500. */
export function overloadedResponse(requestId: string): NextResponse<ErrorBody> {
  const response = errorResponse(503, { Error: 'OVERLOADED', message: 'The shop is very busy right now. Please try again in a few seconds.' }, requestId);
  response.headers.set('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
  return response;
}

export function errorResponse(status: number, body: ErrorBody, requestId: string): NextResponse<ErrorBody> {
  return NextResponse.json(body, { status, headers: { 'x-request-id': requestId, 'cache-control': 'no-store' } });
}

/**
 * The one wrapper of every JSON route handler: validates params, query and body with zod, maps typed errors to
 * `{Error, message}` with their status, and answers anything unexpected with a logged, generic 500.
 */
export function apiRoute<
  TParams extends z.ZodType = z.ZodUnknown,
  TBody extends z.ZodType = z.ZodUnknown,
  TAuthorized = undefined,
  TAuth extends RouteAuth | undefined = undefined,
  TQuery extends z.ZodType = z.ZodUndefined,
>(
  options: RouteOptions<TParams, TBody, TAuthorized, TAuth, TQuery>,
  handler: (context: HandlerContext<z.infer<TParams>, z.infer<TBody>, TAuthorized, CallerOf<TAuth>, z.infer<TQuery>>) => Promise<Response>,
) {
  const { authorize, ...declared } = options;
  return describeRoute(
    { ...declared, authorizes: authorize !== undefined },
    async (request: NextRequest, routeContext: { params: Promise<unknown> }): Promise<Response> => {
      const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID();
      const log = rootLogger.child({ requestId, method: request.method, path: request.nextUrl.pathname });
      try {
        if (options.auth === 'operator') authenticateOperator(request);
        const caller = (options.auth && options.auth !== 'operator' ? await authenticate(request, options.auth) : null) as CallerOf<TAuth>;
        const authorized = (options.authorize ? await options.authorize(caller) : undefined) as TAuthorized;
        const rawParams = await routeContext.params;
        const paramIssue = findTextIssue(rawParams, undefined);
        if (paramIssue) throw new BadRequestError(`Invalid address: ${paramIssue.path || 'the path'} ${paramIssue.message}.`, 'INVALID_PARAMS');
        const params = options.params ? options.params.safeParse(rawParams) : undefined;
        if (params && !params.success) throw new BadRequestError(`Invalid address: ${describeIssues(params.error)}`, 'INVALID_PARAMS');
        checkQueryText(request);
        const query = options.query ? options.query.safeParse(Object.fromEntries(request.nextUrl.searchParams)) : undefined;
        if (query && !query.success) throw new BadRequestError(describeIssues(query.error), 'INVALID_QUERY');

        let body: unknown;
        if (options.body) body = await readBody(request, options.body);
        const response = await handler({
          request,
          params: params?.data as z.infer<TParams>,
          query: query?.data as z.infer<TQuery>,
          body: body as z.infer<TBody>,
          requestId,
          log,
          caller,
          authorized,
        });
        response.headers.set('x-request-id', requestId);
        return response;
      } catch (error) {
        if (error instanceof AppError) {
          if (error.status >= 500) log.error({ err: error }, error.message);
          return errorResponse(error.status, { Error: error.code, message: error.message }, requestId);
        }
        if (isDatabaseOverloaded(error)) {
          log.warn({ err: error }, 'Database pool exhausted: answered 503');
          return overloadedResponse(requestId);
        }
        log.error({ err: error }, 'Unhandled error in route handler');
        return errorResponse(
          500,
          { Error: 'INTERNAL_ERROR', message: `Something went wrong on our side. Please try again. (reference ${requestId})` },
          requestId,
        );
      }
    },
  );
}
