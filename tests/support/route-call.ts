import { NextRequest } from 'next/server';

type Handler = (request: NextRequest, context: { params: Promise<unknown> }) => Promise<Response>;

/**
 * Calls a route handler as the app would, with a JSON body and the caller's bearer token: POST when there is a body,
 * else GET, unless `method` says otherwise. Answers the status and the parsed JSON body (null when there is none).
 */
export async function callRoute(handler: Handler, url: string, { method, body, token }: { method?: string; body?: unknown; token?: string } = {}) {
  const request = new NextRequest(`https://shop.test${url}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handler(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}
