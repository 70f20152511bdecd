import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server for the client's tests, so requests go through the real fetch: each path answers the way our API
 * (or the CDN in front of it) can.
 */
type Route = (request: IncomingMessage, response: ServerResponse, requestBody: string) => void;

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, status: number, title: string): void {
  response
    .writeHead(status, { 'Content-Type': 'text/html; charset=UTF-8' })
    .end(`<!DOCTYPE html>\n<html lang="en-US">\n<head>\n  <title>${title}</title>\n</head>\n<body><p>${title}</p></body>\n</html>`);
}

/** 0x00–0xff: a body that is not valid UTF-8 text, so a download that decoded it would not give these bytes back. */
export const downloadBytes = Uint8Array.from({ length: 256 }, (_, index) => index);

const routes: Record<string, Route> = {
  '/echo': (request, response, requestBody) =>
    sendJson(response, 200, {
      method: request.method,
      accept: request.headers.accept ?? null,
      contentType: request.headers['content-type'] ?? null,
      authorization: request.headers.authorization ?? null,
      body: requestBody === '' ? null : JSON.parse(requestBody),
    }),
  '/ok': (_request, response) => sendJson(response, 200, { value: 1 }),
  '/no-content': (_request, response) => response.writeHead(204).end(),
  '/bad-request': (_request, response) => sendJson(response, 400, { Error: 'VALIDATION_FAILED', message: 'skus: Required' }),
  '/unauthorized': (_request, response) => sendJson(response, 401, { Error: 'UNAUTHORIZED', message: 'Please sign in again.' }),
  '/forbidden-bare': (_request, response) => sendJson(response, 403, {}),
  '/server-error-without-message': (_request, response) => sendJson(response, 500, { Error: 'INTERNAL_ERROR' }),
  '/challenge-attention': (_request, response) => sendHtml(response, 403, 'Attention Required! | Cloudflare'),
  '/challenge-moment': (_request, response) => sendHtml(response, 200, 'Just a moment...'),
  '/challenge-moment-503': (_request, response) => sendHtml(response, 503, 'Just a moment...'),
  '/html-page': (_request, response) => sendHtml(response, 200, 'Bookfair Shop'),
  '/html-bad-gateway': (_request, response) => sendHtml(response, 502, '502 Bad Gateway'),
  '/truncated-json': (_request, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"items": [{"sku": "9780'),
  '/file': (request, response) =>
    response
      .writeHead(200, {
        'Content-Type': 'application/pdf',
        'X-Authorization-Seen': request.headers.authorization ?? '',
        'X-Accept-Seen': request.headers.accept ?? '',
      })
      .end(downloadBytes),
  // Never answers: lets a test abort while waiting for the response head.
  '/hang': () => undefined,
  // Sends the head and part of the body, then waits: lets a test abort while the body is being read.
  '/hang-in-body': (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.write('{"items": [');
  },
};

export interface TestApiServer {
  origin: string;
  close: () => Promise<void>;
}

export async function startTestApiServer(): Promise<TestApiServer> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const route = routes[new URL(request.url ?? '/', 'http://test').pathname];
      if (route) route(request, response, Buffer.concat(chunks).toString('utf8'));
      else sendJson(response, 404, { Error: 'NOT_FOUND', message: 'No such test route.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The hanging routes keep their sockets open; close() alone would wait for them forever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An address nothing listens on: a server is started for a free port, then closed. */
export async function refusedOrigin(): Promise<string> {
  const server = await startTestApiServer();
  await server.close();
  return server.origin;
}
