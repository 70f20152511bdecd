import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestHandlers } from 'next/dist/server/lib/start-server';
import { appendPeer } from './peer-address';

/**
 * The production server of `npm start`: Next's own request handlers, set up as `next start` does (no hostname), behind
 * an HTTP server that appends each connection's peer to X-Forwarded-For (peer-address.ts) before Next sees the request.
 */
async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const server = createServer();
  const handlers = await getRequestHandlers({ dir: process.cwd(), port, isDev: false, onDevServerCleanup: undefined, server });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    appendPeer(request);
    handlers.requestHandler(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end('Internal Server Error');
    });
  });
  server.on('upgrade', (request: IncomingMessage, socket, head) => {
    appendPeer(request);
    handlers.upgradeHandler(request, socket, head).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  console.log(`> Ready on http://localhost:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 5000).unref();
    });
}

await main();
