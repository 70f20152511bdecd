import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsItem, itemsEvent, pageviewEvent, signUpEvent, type AnalyticsEvent } from './events';
import { ANALYTICS_READY_POLL_MS, ANALYTICS_READY_WAIT_MS, createTracker, EVENTS_ENDPOINT, FLUSH_DELAY_MS, type TrackerEnvironment } from './track';

const pageview = pageviewEvent('us', 'http://shop.test/help/shipping', 'Shipping')!;
const addToCart = itemsEvent('add_to_cart', 'ca', '/ca/cart', [analyticsItem({ sku: 'X-1', title: 'Owl Moon', price: 10.49 }, 2)]);
const signUp = signUpEvent('us', '/account/create', 'email');

interface Fake extends TrackerEnvironment {
  global: { dataLayer?: unknown };
  beacons: Array<{ url: string; type: string; body: Promise<string> }>;
  fetches: Array<{ url: string; init: RequestInit }>;
  hide: () => void;
}

function fakeEnvironment(options: { beacon?: boolean | 'throws'; dataLayer?: unknown[]; consent?: { given: boolean } } = {}): Fake {
  const hidden: Array<() => void> = [];
  const consent = options.consent ?? { given: true };
  const fake: Fake = {
    consented: () => consent.given,
    global: options.dataLayer ? { dataLayer: options.dataLayer } : {},
    beacons: [],
    fetches: [],
    hide: () => hidden.forEach((listener) => listener()),
    sendBeacon: (url, data) => {
      if (options.beacon === 'throws') throw new TypeError('Illegal invocation');
      fake.beacons.push({ url, type: data.type, body: data.text() });
      return options.beacon ?? true;
    },
    fetch: async (url, init) => {
      fake.fetches.push({ url, init });
      return new Response(null, { status: 204 });
    },
    onPageHidden: (listener) => hidden.push(listener),
  };
  return fake;
}

const sentEvents = async (fake: Fake) =>
  Promise.all(fake.beacons.map(async (beacon) => (JSON.parse(await beacon.body) as { events: AnalyticsEvent[] }).events));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('dataLayer', () => {
  it('pushes GA4 objects at once when dataLayer exists, clearing ecommerce before ecommerce events', () => {
    const layer: unknown[] = [{ 'gtm.start': 1 }];
    const tracker = createTracker(fakeEnvironment({ dataLayer: layer }));
    tracker.track(pageview);
    tracker.track(addToCart);
    tracker.track(signUp);
    expect(layer).toEqual([
      { 'gtm.start': 1 },
      { event: 'pageview', page_location: 'http://shop.test/help/shipping', page_path: '/help/shipping', page_title: 'Shipping' },
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'CAD', value: 20.98, items: [{ item_id: 'X-1', item_name: 'Owl Moon', price: 10.49, quantity: 2 }] } },
      { event: 'sign_up', method: 'email' },
    ]);
  });

  it('waits up to 3 s (polling every 500 ms) for a tag manager to create dataLayer, then creates it itself', () => {
    const fake = fakeEnvironment();
    const tracker = createTracker(fake);
    tracker.track(pageview);
    tracker.track(signUp);
    expect(fake.global.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(ANALYTICS_READY_WAIT_MS - ANALYTICS_READY_POLL_MS);
    expect(fake.global.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(ANALYTICS_READY_POLL_MS);
    expect(fake.global.dataLayer).toEqual([expect.objectContaining({ event: 'pageview' }), { event: 'sign_up', method: 'email' }]);
    tracker.track(signUp);
    expect(fake.global.dataLayer).toHaveLength(3);
  });

  it('pushes into the dataLayer a tag manager creates during the wait, keeping its entries and the order', () => {
    const fake = fakeEnvironment();
    const tracker = createTracker(fake);
    tracker.track(pageview);
    vi.advanceTimersByTime(ANALYTICS_READY_POLL_MS);
    const layer: unknown[] = [{ 'gtm.start': 1 }];
    fake.global.dataLayer = layer;
    tracker.track(signUp);
    expect(layer).toHaveLength(1);
    vi.advanceTimersByTime(ANALYTICS_READY_POLL_MS);
    expect(layer).toEqual([{ 'gtm.start': 1 }, expect.objectContaining({ event: 'pageview' }), { event: 'sign_up', method: 'email' }]);
  });
});

describe('the first-party queue', () => {
  it('sends one beacon a few seconds after the first event, as text/plain JSON', async () => {
    const fake = fakeEnvironment();
    const tracker = createTracker(fake);
    tracker.track(pageview);
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1000);
    tracker.track(addToCart);
    expect(fake.beacons).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(fake.beacons.map((beacon) => [beacon.url, beacon.type])).toEqual([[EVENTS_ENDPOINT, 'text/plain;charset=utf-8']]);
    expect(await sentEvents(fake)).toEqual([[pageview, addToCart]]);
    expect(tracker.queued()).toEqual([]);
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 3);
    expect(fake.beacons).toHaveLength(1);
  });

  it('sends at once when the page is hidden or left', async () => {
    const fake = fakeEnvironment();
    const tracker = createTracker(fake);
    tracker.track(signUp);
    fake.hide();
    expect(await sentEvents(fake)).toEqual([[signUp]]);
    fake.hide();
    expect(fake.beacons).toHaveLength(1);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(fake.beacons).toHaveLength(1);
  });

  it('sends a full batch of 20 at once and never more than 20 in one beacon', async () => {
    const fake = fakeEnvironment();
    const tracker = createTracker(fake);
    for (let index = 0; index < 45; index += 1) tracker.track(signUp);
    expect((await sentEvents(fake)).map((batch) => batch.length)).toEqual([20, 20]);
    expect(tracker.queued()).toHaveLength(5);
    tracker.flush();
    expect((await sentEvents(fake)).map((batch) => batch.length)).toEqual([20, 20, 5]);
  });

  it('falls back to fetch with keepalive when the beacon is refused or throws', async () => {
    for (const beacon of [false, 'throws'] as const) {
      const fake = fakeEnvironment({ beacon });
      const tracker = createTracker(fake);
      tracker.track(signUp);
      tracker.flush();
      expect(fake.fetches).toHaveLength(1);
      const [{ url, init }] = fake.fetches as [{ url: string; init: RequestInit }];
      expect(url).toBe(EVENTS_ENDPOINT);
      expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
      expect(JSON.parse(init.body as string)).toEqual({ events: [signUp] });
    }
  });

  it('uses fetch where there is no sendBeacon, and survives a failing fetch', () => {
    const fake = fakeEnvironment();
    delete fake.sendBeacon;
    fake.fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const tracker = createTracker(fake);
    tracker.track(signUp);
    expect(() => tracker.flush()).not.toThrow();
    expect(fake.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('consent (spec §3 policy cookies)', () => {
  it('without it, an event reaches neither dataLayer nor the first-party queue, and is not kept for later', () => {
    const consent = { given: false };
    const layer: unknown[] = [];
    const fake = fakeEnvironment({ dataLayer: layer, consent });
    const tracker = createTracker(fake);
    tracker.track(pageview);
    tracker.track(addToCart);
    fake.hide();
    vi.advanceTimersByTime(FLUSH_DELAY_MS + ANALYTICS_READY_WAIT_MS);
    expect(layer).toEqual([]);
    expect(tracker.queued()).toEqual([]);
    expect(fake.beacons).toEqual([]);
    expect(fake.fetches).toEqual([]);

    consent.given = true;
    tracker.track(signUp);
    tracker.flush();
    expect(layer).toEqual([{ event: 'sign_up', method: 'email' }]);
    expect(fake.beacons).toHaveLength(1);
  });

  it('drops what is still waiting when consent is withdrawn: the queue, and pushes waiting for dataLayer', async () => {
    const consent = { given: true };
    const fake = fakeEnvironment({ consent });
    const tracker = createTracker(fake);
    tracker.track(pageview);
    consent.given = false;
    vi.advanceTimersByTime(Math.max(FLUSH_DELAY_MS, ANALYTICS_READY_WAIT_MS));
    expect(fake.beacons).toEqual([]);
    expect(fake.global.dataLayer).toBeUndefined();
    expect(tracker.queued()).toEqual([]);
  });
});
