import 'server-only';
import { getDb, type Db } from '@/db';
import { isBrowsePath, redactLocation, type AnalyticsEvent } from './events';
import { analyticsEvents } from './schema';
import type { SiteId } from '@/modules/regions';

/**
 * Stores a validated batch in one insert. Pageviews of browse URLs (spec §7) are dropped, and page locations lose
 * private query parameters again here, whatever the client did. Answers how many events were stored.
 */
export async function recordEvents(events: AnalyticsEvent[], userId: string | null, db?: Db): Promise<number> {
  const rows = events.flatMap((event) => {
    const { name, site, path, ...payload } = event;
    if (event.name === 'pageview') {
      const location = redactLocation(event.page_location);
      if (isBrowsePath(path) || location === null) return [];
      Object.assign(payload, { page_location: location });
    }
    return [{ name, site, path, payload: payload as Record<string, unknown>, userId }];
  });
  if (rows.length === 0) return 0;
  await (db ?? (await getDb())).insert(analyticsEvents).values(rows);
  return rows.length;
}

/** A purchase or refund as GA4 describes it: decimal money in the order's currency. */
export interface OrderEventData {
  currency: 'USD' | 'CAD';
  transaction_id: string;
  value: number;
  tax?: number;
  shipping?: number;
  coupon?: string;
  items: Array<{ item_id: string; item_name: string; price: number; quantity: number }>;
}

/**
 * `purchase` and `refund` are recorded by the server when the money moves (never taken from a browser, which could
 * replay or forge them); pages still push them to window.dataLayer for tag managers.
 */
export async function recordOrderEvent(
  event: { name: 'purchase' | 'refund'; site: SiteId; path: string; userId: string | null; ecommerce: OrderEventData },
  db?: Db,
): Promise<void> {
  await (db ?? (await getDb()))
    .insert(analyticsEvents)
    .values({ name: event.name, site: event.site, path: event.path, payload: { ecommerce: event.ecommerce }, userId: event.userId });
}
