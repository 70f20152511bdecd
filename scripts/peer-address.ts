import type { IncomingMessage } from 'node:http';

/**
 * Appends the address of the connection's peer to X-Forwarded-For, as a proxy does. `next start` sets that header only
 * when the request has none, so a client that sends one would choose its own address; with this the last entry is
 * always the peer, and `clientIp` (src/lib/api/client-ip.ts) believes entries further left only through
 * TRUSTED_PROXY_HOPS proxies.
 */
export function appendPeer(request: Pick<IncomingMessage, 'headers' | 'socket'>): void {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const sent = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(sent) ? sent.join(', ') : (sent ?? '')).trim();
  request.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer;
}
