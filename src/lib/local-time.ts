/**
 * Calendar days in a time zone (IANA names such as `America/Vancouver`), with Node's and the browser's Intl only: the
 * instant a local day starts, the local day of an instant, and day ranges as people read them. Pure, browser-safe.
 * Calendar dates are ISO strings (`YYYY-MM-DD`); their arithmetic is in UTC, where every day has 24 hours.
 */

const DAY_MS = 24 * 3600 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Region/City names (letters, digits, `_`, `-`, `+` between slashes) and `UTC`: no offsets like `+05:00`, which name no place. */
const ZONE_NAME = /^(?:UTC|[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){1,2})$/;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in the zone at this instant, as a UTC timestamp of the same reading (milliseconds dropped). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(instant))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** How far the zone's clocks are ahead of UTC at this instant (negative west of Greenwich), in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const at = instant.getTime();
  return wallClockMs(at, timeZone) - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The zone's name as we store it when it is a real IANA time zone (any letter case: `america/vancouver` becomes
 * `America/Vancouver`); null otherwise.
 */
export function timeZoneName(name: string): string | null {
  const trimmed = name.trim();
  if (!ZONE_NAME.test(trimmed)) return null;
  try {
    const known = supportedTimeZones().find((zone) => zone.toLowerCase() === trimmed.toLowerCase());
    return known ?? new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const isTimeZone = (name: string) => timeZoneName(name) !== null;

/** The IANA zones this runtime knows, for pickers. */
export const supportedTimeZones = (): string[] => Intl.supportedValuesOf('timeZone');

const dateOfUtcMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function utcMsOfDate(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The calendar date `days` after this one (before it when negative). */
export const addDays = (date: string, days: number) => dateOfUtcMs(utcMsOfDate(date) + days * DAY_MS);

/** The local calendar date in the zone at this instant. */
export const localDateOf = (instant: Date, timeZone: string) => dateOfUtcMs(wallClockMs(instant.getTime(), timeZone));

/**
 * The first instant of this calendar date in the zone: its local midnight, or, where the clocks skip midnight (DST
 * starting at 00:00, as in Santiago), the moment they jump to the day's first hour.
 */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const midnight = utcMsOfDate(date);
  // A day's midnight is at most one offset change away from the offsets at the UTC midnight of the same date.
  const firstGuess = midnight - zoneOffsetMs(new Date(midnight), timeZone);
  const candidates = [firstGuess, midnight - zoneOffsetMs(new Date(firstGuess), timeZone)];
  const onTheDay = candidates.filter((instant) => localDateOf(new Date(instant), timeZone) === date);
  return new Date(Math.min(...(onTheDay.length > 0 ? onTheDay : candidates)));
}

/** The instant the calendar date ends in the zone (exclusive): the start of the next local day. */
export const endOfLocalDay = (date: string, timeZone: string) => startOfLocalDay(addDays(date, 1), timeZone);

/**
 * The days from `from` up to `until` (exclusive, as fairs store their end) in the zone, as the locale writes a range
 * of dates: "March 2 – 6, 2026" (or "Mar 2 – 6, 2026" with `dateStyle: 'medium'`). One day is written once.
 */
export function formatDayRange(from: Date, until: Date, options: { locale: string; timeZone: string; dateStyle?: 'long' | 'medium' }): string {
  const format = new Intl.DateTimeFormat(options.locale, { dateStyle: options.dateStyle ?? 'long', timeZone: options.timeZone });
  const lastMoment = new Date(Math.max(from.getTime(), until.getTime() - 1));
  return format.formatRange(from, lastMoment);
}

/** An instant as the zone's clock reads it, with the zone's short name: "Mar 8, 2026, 11:30 PM PDT". */
export function formatLocalDateTime(instant: Date, options: { locale: string; timeZone: string }): string {
  return new Intl.DateTimeFormat(options.locale, {
    timeZone: options.timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}
