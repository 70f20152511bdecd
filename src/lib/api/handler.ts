import { NextResponse, type NextRequest } from 'next/server';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AppError, BadRequestError, type ErrorBody } from '@/lib/errors';
import { logger as rootLogger } from '@/lib/logger';
import { env } from '@/lib/env';
import { timingSafeEqual } from 'node:crypto';
import { verifyAccessToken, type AccessClaims } from './access-token';
import { registeredCallerCheck } from './caller-check';

export type RouteAuth = 'session' | 'customer' | 'operator';

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
        const params = options.params ? options.params.safeParse(await routeContext.params) : undefined;
        if (params && !params.success) throw new BadRequestError(`Invalid address: ${describeIssues(params.error)}`, 'INVALID_PARAMS');
        const query = options.query ? options.query.safeParse(Object.fromEntries(request.nextUrl.searchParams)) : undefined;
        if (query && !query.success) throw new BadRequestError(describeIssues(query.error), 'INVALID_QUERY');

        let body: unknown;
        if (options.body) {
          let raw: unknown;
          try {
            raw = await request.json();
          } catch {
            throw new BadRequestError('The request body must be valid JSON.', 'INVALID_JSON');
          }
          const parsed = options.body.safeParse(raw);
          if (!parsed.success) throw new BadRequestError(describeIssues(parsed.error), 'VALIDATION_FAILED');
          body = parsed.data;
        }
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
