import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

describe('clientIp', () => {
  it('takes the address the nearest proxy added last, else X-Real-IP, else "unknown"', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '10.0.0.1, 192.0.2.9' }))).toBe('192.0.2.9');
    expect(clientIp(new Headers({ 'x-forwarded-for': ' 192.0.2.10 ' }))).toBe('192.0.2.10');
    expect(clientIp(new Headers({ 'x-forwarded-for': '', 'x-real-ip': '192.0.2.11' }))).toBe('192.0.2.11');
    expect(clientIp(new Headers({ 'x-real-ip': '192.0.2.12' }))).toBe('192.0.2.12');
    expect(clientIp(new Headers())).toBe('unknown');
  });
});
