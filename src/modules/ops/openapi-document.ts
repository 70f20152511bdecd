import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { declaredAccess, errorBodySchema, type ResponseDeclaration, type RouteDeclaration } from '@/lib/api/handler';

export const HTTP_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

/** A route file under `src/app/api`: its folder (e.g. `cart/v1/items/[sku]`) and what it exports. */
export interface ApiRouteFile {
  folder: string;
  exports: Record<string, unknown>;
}

/** `cart/v1/items/[sku]` → `/api/cart/v1/items/{sku}`; a catch-all `[...nextauth]` is one parameter too. */
export function openApiPath(folder: string): string {
  return `/api/${folder}`.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, '{$1}');
}

const pathParameterNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');

function declarationOf(handler: unknown, where: string): RouteDeclaration {
  const declaration = (handler as { declaration?: RouteDeclaration }).declaration;
  if (!declaration) throw new Error(`${where} has no route declaration: make it with apiRoute, or describe it with describeRoute.`);
  return declaration;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  302: 'A redirect',
  400: 'A request that breaks the rules (named in message)',
  401: 'No valid token',
  403: 'The caller may not do this',
  404: 'Not found',
  409: 'A conflict with the current state',
  410: 'Gone',
  413: 'Too large',
  422: 'Refused',
  429: 'Too many requests',
  503: 'Unavailable',
};

function responseObject(status: number, declared: ResponseDeclaration) {
  const description = STATUS_TEXT[status] ?? `Status ${status}`;
  if (declared === null) return { description };
  if (declared instanceof z.ZodType) return { description, content: { 'application/json': { schema: declared } } };
  return { description: declared.description ?? description, content: { [declared.mediaType]: { schema: { type: 'string' as const, format: 'binary' } } } };
}

const errorContent = { 'application/json': { schema: errorBodySchema } };

/** The failures `apiRoute` itself answers, by what the route declares (shared components of the document). */
function wrapperFailures(declaration: RouteDeclaration): ZodOpenApiResponsesObject {
  const failures: ZodOpenApiResponsesObject = { default: { $ref: '#/components/responses/Failure' } };
  if (declaration.params || declaration.query || declaration.body) failures['400'] = { $ref: '#/components/responses/BadRequest' };
  if (declaration.auth) failures['401'] = { $ref: '#/components/responses/Unauthorized' };
  if (declaration.authorizes) failures['403'] = { $ref: '#/components/responses/Forbidden' };
  if (declaration.auth === 'operator') failures['503'] = { $ref: '#/components/responses/OperatorApiDisabled' };
  return failures;
}

function operation(path: string, method: HttpMethod, declaration: RouteDeclaration): ZodOpenApiOperationObject {
  const declaredParams = declaration.params instanceof z.ZodObject ? Object.keys(declaration.params.shape) : [];
  const undeclaredParams = pathParameterNames(path).filter((name) => !declaredParams.includes(name));
  const responses: ZodOpenApiResponsesObject = wrapperFailures(declaration);
  for (const [status, declared] of Object.entries(declaration.response ?? {})) {
    if (declared !== undefined) responses[status as `${1 | 2 | 3 | 4 | 5}${string}`] = responseObject(Number(status), declared);
  }
  const roles = declaredAccess(declaration);
  return {
    operationId: `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
    tags: declaration.tags ?? [path.split('/')[2] ?? 'api'],
    ...(declaration.summary && { summary: declaration.summary }),
    ...(declaration.description && { description: declaration.description }),
    ...(declaration.auth && { security: [{ [declaration.auth === 'operator' ? 'operatorToken' : 'accessToken']: [] }] }),
    // Who the operation serves, of anonymous, guest, customer, organizer and staff (the access matrix's expectation);
    // [] for the operator token only. Missing only where a route checks callers and has not declared whom it lets in.
    ...(roles && { 'x-roles': [...roles] }),
    requestParams: {
      ...(declaration.params && { path: declaration.params as z.ZodObject }),
      ...(declaration.query && { query: declaration.query as z.ZodObject }),
    },
    ...(undeclaredParams.length > 0 && {
      parameters: undeclaredParams.map((name) => ({ name, in: 'path' as const, required: true, schema: { type: 'string' as const } })),
    }),
    ...(declaration.body && { requestBody: { required: true, content: { 'application/json': { schema: declaration.body } } } }),
    responses,
  };
}

/** The OpenAPI 3.1 document of the JSON APIs, from the declarations of the handlers the route files export. */
export function openApiDocument(routeFiles: ApiRouteFile[], serverUrl: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const file of [...routeFiles].sort((a, b) => a.folder.localeCompare(b.folder))) {
    const path = openApiPath(file.folder);
    for (const method of HTTP_METHODS) {
      if (file.exports[method] === undefined) continue;
      const declaration = declarationOf(file.exports[method], `${method} ${path}`);
      paths[path] = { ...paths[path], [method.toLowerCase()]: operation(path, method, declaration) };
    }
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Bookfair Shop API',
      version: '0.1.0',
      description:
        'JSON APIs of the book-fair shop, generated from the schemas each route declares. Money in JSON is decimal in the site currency; internally cents. ' +
        'Errors answer `{Error, message}` with the status; anything unexpected is a 500 INTERNAL_ERROR whose message carries a reference, also sent as the x-request-id header. ' +
        'Account and cart APIs take `Authorization: Bearer <session.accessToken>` (from GET /api/auth/session), never cookies.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: {
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "The accessToken of the session (GET /api/auth/session), a guest's or a customer's: valid 15 minutes, a new one with every session read. " +
            "Routes for customers refuse a guest session's token with 401 SIGN_IN_REQUIRED. A customer's token made before the account's password or email last changed is refused at once with 401 SESSION_ENDED.",
        },
        operatorToken: {
          type: 'http',
          scheme: 'bearer',
          description: "The server's OPERATOR_TOKEN, for the shop's staff; a server without one answers 503 OPERATOR_API_DISABLED.",
        },
      },
      responses: {
        Failure: { description: 'Any other failure (404, 409, 429, 500 …): a stable code and a message', content: errorContent },
        BadRequest: {
          description: 'The address (INVALID_PARAMS), query (INVALID_QUERY) or body (INVALID_JSON, VALIDATION_FAILED) breaks the rules named in message',
          content: errorContent,
        },
        Unauthorized: {
          description:
            "No valid token (UNAUTHORIZED), a guest session on a customer route (SIGN_IN_REQUIRED), or a customer's token from before the account's password or email changed (SESSION_ENDED)",
          content: errorContent,
        },
        Forbidden: { description: 'The caller lacks the role or scope this route needs', content: errorContent },
        OperatorApiDisabled: { description: 'The server has no OPERATOR_TOKEN (OPERATOR_API_DISABLED)', content: errorContent },
      },
    },
  });
}
