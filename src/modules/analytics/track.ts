import { visitorConsent, visitorKnown } from '@/modules/consent';
import { hasEcommerce, MAX_EVENTS_PER_BATCH, toDataLayer, type AnalyticsEvent } from './events';

/**
 * The browser tracker: each event goes to `window.dataLayer` in GA4's shape and into a first-party queue that is
 * sent to POST /api/events in batches with `navigator.sendBeacon` (falling back to `fetch` with keepalive). Loaded
 * lazily by the helpers of `client.ts`, so no page pays for it on first load. Beacons carry no headers, so events
 * are recorded without a user (the route would take a bearer token if one were sent).
 *
 * Only with the visitor's consent (spec §3 policy cookies, accepted for the current version): without it an event is
 * dropped, never kept for later, and what is still waiting when consent is withdrawn is dropped too.
 */

export const EVENTS_ENDPOINT = '/api/events';
/** The queue is sent this long after its first event, or at once when a batch is full or the page is hidden. */
export const FLUSH_DELAY_MS = 5_000;
/** Spec §9: analytics readiness wait 3 s, polling every 500 ms (for a tag manager to create `dataLayer`). */
export const ANALYTICS_READY_WAIT_MS = 3_000;
export const ANALYTICS_READY_POLL_MS = 500;

export interface TrackerEnvironment {
  /** Whether the visitor allows analytics now. */
  consented: () => boolean;
  /** Where `dataLayer` lives (window). */
  global: { dataLayer?: unknown };
  sendBeacon?: (url: string, data: Blob) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
  /** Registers the listeners that send the queue when the page is hidden or left. */
  onPageHidden?: (listener: () => void) => void;
}

export interface Tracker {
  track(event: AnalyticsEvent): void;
  /** Sends everything queued now. */
  flush(): void;
  /** Events waiting to be sent (for tests). */
  queued(): readonly AnalyticsEvent[];
}

export function createTracker(environment: TrackerEnvironment): Tracker {
  const queue: AnalyticsEvent[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;
  /** dataLayer objects waiting for the readiness wait to end, in order. */
  const pending: object[] = [];
  let waitedMs: number | undefined;

  const layer = (): { push: (entry: object) => unknown } | undefined => {
    const current = environment.global.dataLayer;
    return Array.isArray(current) ? current : undefined;
  };

  const drainPending = () => {
    waitedMs = undefined;
    const entries = pending.splice(0);
    if (!environment.consented()) return;
    const target = layer() ?? ((environment.global.dataLayer = []) as unknown[]);
    for (const entry of entries) target.push(entry);
  };

  const awaitReadiness = () => {
    if (layer() || (waitedMs ?? 0) >= ANALYTICS_READY_WAIT_MS) return drainPending();
    waitedMs = (waitedMs ?? 0) + ANALYTICS_READY_POLL_MS;
    setTimeout(awaitReadiness, ANALYTICS_READY_POLL_MS);
  };

  const pushToDataLayer = (entries: object[]) => {
    const target = layer();
    if (target && pending.length === 0) {
      for (const entry of entries) target.push(entry);
      return;
    }
    pending.push(...entries);
    if (waitedMs === undefined) awaitReadiness();
  };

  const send = (events: AnalyticsEvent[]) => {
    const body = JSON.stringify({ events });
    try {
      if (environment.sendBeacon?.(EVENTS_ENDPOINT, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
    } catch {
      // A beacon refused outright (too large, unsupported): try fetch.
    }
    void environment
      .fetch?.(EVENTS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } })
      .catch(() => undefined);
  };

  const flush = () => {
    if (flushTimer !== undefined) clearTimeout(flushTimer);
    flushTimer = undefined;
    if (!environment.consented()) queue.length = 0;
    while (queue.length > 0) send(queue.splice(0, MAX_EVENTS_PER_BATCH));
  };

  const enqueue = (event: AnalyticsEvent) => {
    if (!listening) {
      listening = true;
      environment.onPageHidden?.(flush);
    }
    queue.push(event);
    if (queue.length >= MAX_EVENTS_PER_BATCH) flush();
    else flushTimer ??= setTimeout(flush, FLUSH_DELAY_MS);
  };

  return {
    track(event) {
      if (!environment.consented()) return;
      // GA4: clear the previous ecommerce object so its fields do not leak into this event.
      pushToDataLayer(hasEcommerce(event) ? [{ ecommerce: null }, toDataLayer(event)] : [toDataLayer(event)]);
      enqueue(event);
    },
    flush,
    queued: () => [...queue],
  };
}

/** The page's real environment. */
export function browserEnvironment(): TrackerEnvironment {
  return {
    consented: () => visitorConsent() === 'accepted',
    global: window as unknown as { dataLayer?: unknown },
    sendBeacon: typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : undefined,
    fetch: typeof fetch === 'function' ? (url, init) => fetch(url, init) : undefined,
    onPageHidden: (listener) => {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') listener();
      });
      window.addEventListener('pagehide', listener);
    },
  };
}

let pageTracker: Tracker | undefined;

/**
 * Sends one event from this page (dataLayer now, first-party in the next batch) if the visitor allows analytics. It
 * waits only to learn whose policy cookies apply (the session, loaded after the page), never for an answer.
 */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  void visitorKnown().then(() => (pageTracker ??= createTracker(browserEnvironment())).track(event));
}

export { analyticsItem, applyCouponEvent, itemsEvent, pageviewEvent, refundEvent, signUpEvent } from './events';
