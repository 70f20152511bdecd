/** How a fair's dates read to shoppers (pure). */

/**
 * The days from `from` to `until` as people say them ("Nov 20 – Dec 4, 2026"): the end is exclusive, so a window
 * ending at midnight ends the day before.
 */
export function fairDaysText(from: string, until: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const start = new Date(from);
  const lastMoment = new Date(Math.max(start.getTime(), new Date(until).getTime() - 1));
  return format.formatRange(start, lastMoment);
}

/** What Find a Fair says of an organization's open fair: its name, its days, and its online window when that differs. */
export function openFairText(
  fair: { name: string; startsAt: string; endsAt: string; onlineStartsAt: string; onlineEndsAt: string },
  locale: string,
): { name: string; days: string; online: string | null } {
  const days = fairDaysText(fair.startsAt, fair.endsAt, locale);
  const online = fairDaysText(fair.onlineStartsAt, fair.onlineEndsAt, locale);
  return { name: fair.name, days, online: online === days ? null : online };
}
