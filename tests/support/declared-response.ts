import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { errorBodySchema, type RouteDeclaration } from '@/lib/api/handler';

type DeclaredRoute = { declaration: RouteDeclaration };

/**
 * Checks a body, as it goes over the wire (dates as strings), against the schema the route declares for the status,
 * failures against `{Error, message}`; the schema must also name every field the body has (nothing stripped). Returns
 * the wire body. Responses are not checked at run time, so the int tests do it.
 */
export function expectDeclaredBody(route: DeclaredRoute, status: number, body: unknown): unknown {
  const wire: unknown = JSON.parse(JSON.stringify(body));
  const declared = route.declaration.response?.[status];
  const schema = declared instanceof z.ZodType ? declared : status >= 400 ? errorBodySchema : undefined;
  if (!schema) throw new Error(`The route declares no JSON body for status ${status}.`);
  const result = schema.safeParse(wire);
  if (!result.success) throw new Error(`The ${status} body breaks the route's declared schema:\n${z.prettifyError(result.error)}`);
  if (!isDeepStrictEqual(result.data, wire))
    throw new Error(`The route's declared ${status} schema drops or changes fields of the body:\n${JSON.stringify({ wire, parsed: result.data }, null, 1)}`);
  return wire;
}

/** `expectDeclaredBody` of a route's response (read from a clone, so the test can still read it). */
export async function expectDeclaredResponse(route: DeclaredRoute, response: Response): Promise<unknown> {
  return expectDeclaredBody(route, response.status, await response.clone().json());
}
