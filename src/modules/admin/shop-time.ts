/**
 * The shop's clock for staff (decision 013): dates and times in the back office are entered and shown in the time zone
 * of the site it is opened on, America/New_York for the US shop and America/Toronto for the Canadian one; stored as
 * instants (UTC) as before. Pure, browser-safe.
 */
import { zoneOffsetMs } from '@/lib/local-time';
import type { SiteId } from '@/modules/regions';

export const SHOP_TIME_ZONES: Record<SiteId, string> = { us: 'America/New_York', ca: 'America/Toronto' };

/** A short name of the zone at that instant, as staff read it beside a time: EST, EDT. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** A `datetime-local` field's value (`YYYY-MM-DDTHH:mm`) for the instant, on the zone's clock; empty for none. */
export function localInputValue(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const instant = new Date(iso);
  return new Date(instant.getTime() + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 16);
}

/**
 * The instant (ISO, UTC) a `datetime-local` value names on the zone's clock; empty stays empty. In the hour skipped when
 * clocks go forward the offset before the change is used; in the hour repeated when they go back, the first one.
 */
export function instantFromLocalInput(value: string, timeZone: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const wall = Date.parse(`${trimmed}:00Z`);
  if (Number.isNaN(wall)) return trimmed;
  const firstGuess = wall - zoneOffsetMs(new Date(wall), timeZone);
  const offset = zoneOffsetMs(new Date(firstGuess), timeZone);
  const instant = wall - offset;
  // Near a change the guess's offset may be the other one: take the earlier reading that shows this wall clock.
  const earlier = wall - zoneOffsetMs(new Date(instant - 3600_000), timeZone);
  const chosen = localInputValue(new Date(earlier).toISOString(), timeZone) === trimmed ? Math.min(earlier, instant) : instant;
  return new Date(chosen).toISOString();
}

/** An instant as staff read it: `2026-11-25 06:30 EST`. */
export function shopDateTime(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  return `${localInputValue(iso, timeZone).replace('T', ' ')} ${zoneAbbreviation(instant, timeZone)}`;
}
