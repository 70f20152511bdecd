import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('clientIp', () => {
  it('with no trusted proxy, takes the peer the server appended and ignores every address the client wrote', () => {
    // A spray with a new forged address per request: the server appended the same peer each time.
    for (const forged of ['198.51.100.1', '198.51.100.2, 10.0.0.1', '1.1.1.1,2.2.2.2,3.3.3.3'])
      expect(clientIp(forwarded(`${forged}, 203.0.113.7`), 0)).toBe('203.0.113.7');
    expect(clientIp(forwarded('203.0.113.8'), 0)).toBe('203.0.113.8');
  });

  it('with n trusted proxies, takes the address the n-th proxy from us appended, whatever the client prepended', () => {
    // client → CDN → load balancer → shop: the balancer is the peer, the CDN appended the client.
    expect(clientIp(forwarded('6.6.6.6, 198.51.100.20, 10.0.0.5, 10.0.0.9'), 1)).toBe('10.0.0.5');
    expect(clientIp(forwarded('6.6.6.6, 198.51.100.20, 10.0.0.5, 10.0.0.9'), 2)).toBe('198.51.100.20');
    expect(clientIp(forwarded('forged, 198.51.100.21, 10.0.0.9'), 1)).toBe('198.51.100.21');
  });

  it('gives the first entry when the chain is shorter than the trusted hops (a request that skipped a proxy)', () => {
    expect(clientIp(forwarded('203.0.113.9'), 2)).toBe('203.0.113.9');
    expect(clientIp(forwarded('198.51.100.30, 203.0.113.9'), 5)).toBe('198.51.100.30');
  });

  it('trims entries, skips empty ones, and shows IPv4 clients of a dual-stack socket as IPv4', () => {
    expect(clientIp(forwarded(' 198.51.100.40 ,, 203.0.113.10 '), 0)).toBe('203.0.113.10');
    expect(clientIp(forwarded('198.51.100.41, , 203.0.113.11'), 1)).toBe('198.51.100.41');
    expect(clientIp(forwarded('::ffff:127.0.0.12'), 0)).toBe('127.0.0.12');
    expect(clientIp(forwarded('::FFFF:203.0.113.12'), 0)).toBe('203.0.113.12');
    expect(clientIp(forwarded('::ffff:7f00:1'), 0)).toBe('::ffff:7f00:1');
    expect(clientIp(forwarded('2001:db8::1'), 0)).toBe('2001:db8::1');
    // Only a whole ::ffff:-prefixed IPv4 address is unwrapped: any octet of one to three digits, nothing before or after.
    expect(clientIp(forwarded('::ffff:10.200.30.4'), 0)).toBe('10.200.30.4');
    expect(clientIp(forwarded('fe80::ffff:10.0.0.1'), 0)).toBe('fe80::ffff:10.0.0.1');
    expect(clientIp(forwarded('::ffff:10.0.0.1.5'), 0)).toBe('::ffff:10.0.0.1.5');
  });

  it('is "unknown" without X-Forwarded-For, and never believes X-Real-IP', () => {
    expect(clientIp(new Headers(), 0)).toBe('unknown');
    expect(clientIp(forwarded(' , '), 0)).toBe('unknown');
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.50' }), 0)).toBe('unknown');
  });

  it('reads TRUSTED_PROXY_HOPS (default 0) when no count is given', () => {
    expect(clientIp(forwarded('198.51.100.60, 203.0.113.13'))).toBe('203.0.113.13');
  });
});
