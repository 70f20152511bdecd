import type { SiteId } from '@/modules/regions';
import { isBrowsePath } from './browse';
import type { AnalyticsEvent, AnalyticsProduct, ItemEventName } from './events';

/**
 * The helpers pages call. Each reads what it needs from the page at once (path, URL, title), then hands the event
 * to the tracker, which is loaded on first use: importing these costs a page almost nothing (DESIGN §7). They never
 * throw and do nothing on the server.
 */
type TrackerModule = typeof import('./track');

let loading: Promise<TrackerModule> | undefined;

function withTracker(use: (tracker: TrackerModule) => void): void {
  if (typeof window === 'undefined') return;
  loading ??= import('./track');
  loading.then(use).catch(() => {
    // The chunk failed to load (offline, a new deployment): try again with the next event.
    loading = undefined;
  });
}

const currentPath = () => window.location.pathname;

/** Sends an event built by the caller (see `events.ts` for the builders). */
export function track(event: AnalyticsEvent): void {
  withTracker((tracker) => tracker.track(event));
}

let lastPageview: string | undefined;

/**
 * The pageview of the current page; browse pages send none (spec §7). The same URL twice in a row counts once
 * (React runs effects twice in development).
 */
export function trackPageview(site: SiteId): void {
  if (typeof window === 'undefined') return;
  const href = window.location.href;
  if (href === lastPageview) return;
  lastPageview = href;
  if (isBrowsePath(window.location.pathname)) return;
  const title = document.title;
  withTracker((tracker) => {
    const event = tracker.pageviewEvent(site, href, title);
    if (event) tracker.track(event);
  });
}

function trackItem(name: ItemEventName, site: SiteId, product: AnalyticsProduct, quantity: number): void {
  if (typeof window === 'undefined' || !(quantity >= 1)) return;
  const path = currentPath();
  withTracker((tracker) => tracker.track(tracker.itemsEvent(name, site, path, [tracker.analyticsItem(product, Math.round(quantity))])));
}

/** Units added to the cart; `product.price` is the actual price in the site's currency (decimal). */
export const trackAddToCart = (site: SiteId, product: AnalyticsProduct, quantity = 1) => trackItem('add_to_cart', site, product, quantity);
/** Units taken out of the cart (a removed line: its whole quantity; a lowered quantity: the difference). */
export const trackRemoveFromCart = (site: SiteId, product: AnalyticsProduct, quantity = 1) => trackItem('remove_from_cart', site, product, quantity);
export const trackAddToWishlist = (site: SiteId, product: AnalyticsProduct, quantity = 1) => trackItem('add_to_wishlist', site, product, quantity);
export const trackSaveForLater = (site: SiteId, product: AnalyticsProduct, quantity = 1) => trackItem('save_for_later', site, product, quantity);

/** A new account; `method` is how it was made (`email` for the sign-up form). */
export function trackSignUp(site: SiteId, method = 'email'): void {
  if (typeof window === 'undefined') return;
  const path = currentPath();
  withTracker((tracker) => tracker.track(tracker.signUpEvent(site, path, method)));
}

/** A coupon code that applied (upper-cased). */
export function trackApplyCoupon(site: SiteId, coupon: string): void {
  if (typeof window === 'undefined') return;
  const path = currentPath();
  withTracker((tracker) => tracker.track(tracker.applyCouponEvent(site, path, coupon)));
}

/** A refund of an order: `value` decimal in the site's currency; the refunded lines when not the whole order. */
export function trackRefund(site: SiteId, transactionId: string, value: number, lines: Array<{ product: AnalyticsProduct; quantity: number }> = []): void {
  if (typeof window === 'undefined') return;
  const path = currentPath();
  withTracker((tracker) =>
    tracker.track(
      tracker.refundEvent(
        site,
        path,
        transactionId,
        value,
        lines.map((line) => tracker.analyticsItem(line.product, line.quantity)),
      ),
    ),
  );
}
