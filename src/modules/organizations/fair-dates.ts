/** How a fair's dates read to shoppers (pure): days of the organization's time zone (decision 012). */
import { formatDayRange } from '@/lib/local-time';

/**
 * The days from `from` to `until` in the zone as people say them ("Nov 20 – Dec 4, 2026"): the end is exclusive, so a
 * window ending at local midnight ends the day before.
 */
export const fairDaysText = (from: string, until: string, locale: string, timeZone: string): string =>
  formatDayRange(new Date(from), new Date(until), { locale, timeZone, dateStyle: 'medium' });

/** What Find a Fair says of an organization's open fair: its name, its days, and its online window when that differs. */
export function openFairText(
  fair: { name: string; startsAt: string; endsAt: string; onlineStartsAt: string; onlineEndsAt: string; timeZone: string },
  locale: string,
): { name: string; days: string; online: string | null } {
  const days = fairDaysText(fair.startsAt, fair.endsAt, locale, fair.timeZone);
  const online = fairDaysText(fair.onlineStartsAt, fair.onlineEndsAt, locale, fair.timeZone);
  return { name: fair.name, days, online: online === days ? null : online };
}
