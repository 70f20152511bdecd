import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '@/lib/api/access-token';
import { analyticsItem, itemsEvent, pageviewEvent, signUpEvent, type AnalyticsEvent } from './events';
import { consumeEventAllowance, createEventLimiter } from './rate-limit.server';

const recordEvents = vi.hoisted(() => vi.fn(async (events: AnalyticsEvent[], _userId: string | null) => events.length));
vi.mock('./events.server', () => ({ recordEvents }));

const { analyticsRoutes } = await import('./routes.server');

let lastIp = 0;
const freshIp = () => `192.0.2.${(lastIp += 1)}`;

function post(body: string, headers: Record<string, string> = {}) {
  const request = new NextRequest('http://shop.test/api/events', { method: 'POST', body, headers: { 'x-forwarded-for': freshIp(), ...headers } });
  return analyticsRoutes.record(request, { params: Promise.resolve({}) });
}

const pageview = pageviewEvent('us', 'http://shop.test/help/shipping')!;
const addToCart = itemsEvent('add_to_cart', 'us', '/product/x/X-1', [analyticsItem({ sku: 'X-1', title: 'Owl Moon', price: 7.99 }, 1)]);
const batch = (events: AnalyticsEvent[]) => JSON.stringify({ events });

beforeEach(() => {
  recordEvents.mockClear();
});

describe('POST /api/events', () => {
  it('stores a batch sent as text/plain (sendBeacon) or as JSON and answers 204', async () => {
    for (const type of ['text/plain;charset=UTF-8', 'application/json', '']) {
      const response = await post(batch([pageview, addToCart]), type ? { 'content-type': type } : {});
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
    }
    expect(recordEvents).toHaveBeenCalledTimes(3);
    expect(recordEvents).toHaveBeenLastCalledWith([pageview, addToCart], null);
  });

  it('refuses what is not JSON or not a valid batch with 400 {Error, message}, storing nothing', async () => {
    const cases: Array<[string, string]> = [
      ['not json', 'INVALID_JSON'],
      ['', 'INVALID_JSON'],
      ['{"events":[]}', 'VALIDATION_FAILED'],
      [batch([{ ...signUpEvent('us', '/', 'email'), name: 'purchase' } as unknown as AnalyticsEvent]), 'VALIDATION_FAILED'],
      ['[1,2,3]', 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of cases) {
      const response = await post(body, { 'content-type': 'text/plain;charset=UTF-8' });
      expect(response.status, body).toBe(400);
      const answer = (await response.json()) as { Error: string; message: string };
      expect(answer.Error).toBe(code);
      expect(answer.message.length).toBeGreaterThan(0);
    }
    expect(recordEvents).not.toHaveBeenCalled();
  });

  it('records the user of a valid bearer token, and no user for a bad one', async () => {
    const userId = '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70';
    const token = await signAccessToken({ userId, role: 'guest', scopes: [] });
    expect((await post(batch([pageview]), { authorization: `Bearer ${token}` })).status).toBe(204);
    expect(recordEvents).toHaveBeenLastCalledWith([pageview], userId);
    expect((await post(batch([pageview]), { authorization: 'Bearer nope' })).status).toBe(204);
    expect(recordEvents).toHaveBeenLastCalledWith([pageview], null);
  });

  it("refuses batches another site's pages send", async () => {
    const response = await post(batch([pageview]), { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ Error: 'CROSS_SITE' });
    expect((await post(batch([pageview]), { 'sec-fetch-site': 'same-origin' })).status).toBe(204);
  });

  it('answers 429 with Retry-After once an address has sent 120 events in a minute', async () => {
    const ip = '198.51.100.7';
    const full = batch(Array.from({ length: 20 }, () => pageview));
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) statuses.push((await post(full, { 'x-forwarded-for': `203.0.113.1, ${ip}` })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 204, 429]);
    const refused = await post(batch([pageview]), { 'x-forwarded-for': ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ Error: 'TOO_MANY_EVENTS' });
    // Another address is not affected.
    expect((await post(full)).status).toBe(204);
  });
});

describe('the event allowance', () => {
  it('counts events, not requests, and refuses a batch that does not fit whole', async () => {
    const limiter = createEventLimiter(10);
    expect(await consumeEventAllowance('a', 6, limiter)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await consumeEventAllowance('a', 5, limiter);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await consumeEventAllowance('b', 10, limiter)).allowed).toBe(true);
  });
});
