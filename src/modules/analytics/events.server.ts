import 'server-only';
import { getDb, type Db } from '@/db';
import { isBrowsePath, redactLocation, type AnalyticsEvent } from './events';
import { analyticsEvents } from './schema';

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
