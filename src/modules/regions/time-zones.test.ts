import { describe, expect, it } from 'vitest';
import { isTimeZone } from '@/lib/local-time';
import { REGIONS } from './addresses';
import { COUNTRY_TIME_ZONES, defaultTimeZoneOf, REGION_TIME_ZONES } from './time-zones';

describe('defaultTimeZoneOf', () => {
  it('gives every US state and Canadian province or territory a real IANA zone, and nothing else', () => {
    for (const country of ['US', 'CA'] as const) {
      expect(Object.keys(REGION_TIME_ZONES[country]).sort()).toEqual(Object.keys(REGIONS[country]).sort());
      for (const zone of Object.values(REGION_TIME_ZONES[country])) expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  it.each([
    ['US', 'WA', 'America/Los_Angeles'],
    ['US', 'NY', 'America/New_York'],
    ['US', 'TX', 'America/Chicago'],
    ['US', 'AZ', 'America/Phoenix'],
    ['US', 'HI', 'Pacific/Honolulu'],
    ['US', 'AK', 'America/Anchorage'],
    ['US', 'IN', 'America/Indiana/Indianapolis'],
    ['CA', 'BC', 'America/Vancouver'],
    ['CA', 'AB', 'America/Edmonton'],
    ['CA', 'SK', 'America/Regina'],
    ['CA', 'MB', 'America/Winnipeg'],
    ['CA', 'ON', 'America/Toronto'],
    ['CA', 'QC', 'America/Toronto'],
    ['CA', 'NB', 'America/Moncton'],
    ['CA', 'NS', 'America/Halifax'],
    ['CA', 'PE', 'America/Halifax'],
    ['CA', 'NL', 'America/St_Johns'],
    ['CA', 'YT', 'America/Whitehorse'],
    ['CA', 'NT', 'America/Edmonton'],
    ['CA', 'NU', 'America/Iqaluit'],
  ] as const)('%s %s → %s', (country, region, zone) => {
    expect(defaultTimeZoneOf(country, region)).toBe(zone);
  });

  it('reads the region in any case and with spaces', () => {
    expect(defaultTimeZoneOf('CA', ' bc ')).toBe('America/Vancouver');
  });

  it("falls back to the country's zone for an unknown or empty region, or one of the other country", () => {
    expect(defaultTimeZoneOf('US', '')).toBe(COUNTRY_TIME_ZONES.US);
    expect(defaultTimeZoneOf('CA', 'ZZ')).toBe('America/Toronto');
    expect(defaultTimeZoneOf('US', 'BC')).toBe('America/New_York');
    expect(defaultTimeZoneOf('CA', 'toString')).toBe('America/Toronto');
  });
});
