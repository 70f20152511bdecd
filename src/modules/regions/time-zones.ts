import type { Country } from './addresses';

/**
 * The main time zone (IANA) of each US state and Canadian province or territory: where most of its people live. A
 * state that spans two zones gets its larger one; the organizer corrects it in the Organization Manager if theirs is
 * the other.
 */
const US_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

const CA_TIME_ZONES: Record<string, string> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Edmonton',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

export const REGION_TIME_ZONES: Record<Country, Record<string, string>> = { US: US_TIME_ZONES, CA: CA_TIME_ZONES };

/** Where the region is unknown (an address not entered yet): the zone of the country's largest cities. */
export const COUNTRY_TIME_ZONES: Record<Country, string> = { US: 'America/New_York', CA: 'America/Toronto' };

/** The zones of the two countries' states and provinces, sorted by name: what pickers suggest. */
export const REGION_TIME_ZONE_CHOICES = [...new Set([...Object.values(US_TIME_ZONES), ...Object.values(CA_TIME_ZONES)])].sort();

/** The time zone an organization in this state or province starts with (the country's own for an unknown region). */
export function defaultTimeZoneOf(country: Country, region: string): string {
  const zones = REGION_TIME_ZONES[country];
  const code = region.trim().toUpperCase();
  return Object.hasOwn(zones, code) ? zones[code]! : COUNTRY_TIME_ZONES[country];
}
