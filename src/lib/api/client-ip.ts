import { env } from '@/lib/env';

/**
 * The client's address. The shop's server (scripts/serve.ts) appends the address that opened the connection to
 * X-Forwarded-For, as every proxy does, so the list ends with the nearest peer. Entries further left were written by
 * whoever sent the request and are believed only through `trustedHops` proxies we run (TRUSTED_PROXY_HOPS): with 0,
 * the peer itself; with n, the entry the n-th proxy appended. A list shorter than that gives its first entry.
 */
export function clientIp(headers: Headers, trustedHops: number = env().TRUSTED_PROXY_HOPS): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const address = chain.at(Math.max(0, chain.length - 1 - trustedHops));
  // IPv4 clients of a dual-stack socket show as ::ffff:a.b.c.d.
  return address ? address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') : 'unknown';
}
