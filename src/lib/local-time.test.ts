import { describe, expect, it } from 'vitest';
import {
  addDays,
  endOfLocalDay,
  formatDayRange,
  formatLocalDateTime,
  isTimeZone,
  localDateOf,
  startOfLocalDay,
  timeZoneName,
  zoneOffsetMs,
} from './local-time';

const HOUR = 3600 * 1000;

describe('timeZoneName', () => {
  it('accepts IANA names, in any letter case, and gives their spelling', () => {
    expect(timeZoneName('America/Vancouver')).toBe('America/Vancouver');
    expect(timeZoneName(' america/st_johns ')).toBe('America/St_Johns');
    expect(timeZoneName('America/Indiana/Indianapolis')).not.toBeNull();
    expect(timeZoneName('UTC')).toBe('UTC');
  });

  it.each(['', 'Vancouver', 'America/Vancuver', 'Mars/Olympus_Mons', '+05:00', 'PST8PDT; drop table', '../etc/passwd', 'America//Toronto'])(
    'refuses %j',
    (name) => {
      expect(timeZoneName(name)).toBeNull();
      expect(isTimeZone(name)).toBe(false);
    },
  );
});

describe('zoneOffsetMs', () => {
  it('follows daylight saving time', () => {
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), 'America/Vancouver')).toBe(-8 * HOUR);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'America/Vancouver')).toBe(-7 * HOUR);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00.999Z'), 'America/St_Johns')).toBe(-2.5 * HOUR);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });
});

describe('startOfLocalDay and endOfLocalDay', () => {
  it('are local midnights, not UTC ones', () => {
    expect(startOfLocalDay('2026-01-15', 'America/Vancouver').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(endOfLocalDay('2026-01-15', 'America/Vancouver').toISOString()).toBe('2026-01-16T08:00:00.000Z');
    expect(startOfLocalDay('2026-01-15', 'America/Toronto').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfLocalDay('2026-06-15', 'America/St_Johns').toISOString()).toBe('2026-06-15T02:30:00.000Z');
    expect(startOfLocalDay('2026-06-15', 'UTC').toISOString()).toBe('2026-06-15T00:00:00.000Z');
  });

  it('make the day clocks spring forward 23 hours long and the day they fall back 25 (Vancouver, 2026)', () => {
    const springStart = startOfLocalDay('2026-03-08', 'America/Vancouver');
    expect(springStart.toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(endOfLocalDay('2026-03-08', 'America/Vancouver').getTime() - springStart.getTime()).toBe(23 * HOUR);
    const fallStart = startOfLocalDay('2026-11-01', 'America/Vancouver');
    expect(fallStart.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(endOfLocalDay('2026-11-01', 'America/Vancouver').getTime() - fallStart.getTime()).toBe(25 * HOUR);
  });

  it('start a day whose midnight the clocks skip at its first hour (Santiago, DST from 2025-09-07 00:00)', () => {
    const start = startOfLocalDay('2025-09-07', 'America/Santiago');
    expect(start.toISOString()).toBe('2025-09-07T04:00:00.000Z');
    expect(localDateOf(start, 'America/Santiago')).toBe('2025-09-07');
    expect(localDateOf(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2025-09-06');
  });

  it('refuse what is not a calendar date', () => {
    expect(() => startOfLocalDay('2026-1-5', 'UTC')).toThrow(RangeError);
  });
});

describe('localDateOf', () => {
  it('is the date on the zone’s calendar', () => {
    expect(localDateOf(new Date('2026-03-08T07:30:00Z'), 'America/Vancouver')).toBe('2026-03-07');
    expect(localDateOf(new Date('2026-03-08T08:30:00Z'), 'America/Vancouver')).toBe('2026-03-08');
    expect(localDateOf(new Date('2026-03-08T07:30:00Z'), 'UTC')).toBe('2026-03-08');
  });

  it('gives back the date a local day starts on, for every day of a year', () => {
    for (let date = '2026-01-01'; date < '2027-01-01'; date = addDays(date, 1)) {
      for (const zone of ['America/Vancouver', 'America/St_Johns', 'Pacific/Honolulu']) {
        const start = startOfLocalDay(date, zone);
        expect(localDateOf(start, zone)).toBe(date);
        expect(localDateOf(new Date(start.getTime() - 1), zone)).toBe(addDays(date, -1));
      }
    }
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('formatDayRange', () => {
  it('writes the local days, the end exclusive', () => {
    const zone = 'America/Vancouver';
    const text = formatDayRange(startOfLocalDay('2026-03-02', zone), endOfLocalDay('2026-03-06', zone), { locale: 'en-US', timeZone: zone });
    expect(text.replace(/\s/g, ' ')).toBe('March 2 – 6, 2026');
  });

  it('writes one day once', () => {
    const zone = 'America/Toronto';
    expect(formatDayRange(startOfLocalDay('2026-05-04', zone), endOfLocalDay('2026-05-04', zone), { locale: 'en-CA', timeZone: zone })).toBe('May 4, 2026');
  });
});

describe('formatLocalDateTime', () => {
  it("reads the zone's clock and names the zone", () => {
    const at = new Date('2026-03-09T06:30:00Z');
    expect(formatLocalDateTime(at, { locale: 'en-US', timeZone: 'America/Vancouver' }).replace(/\s/g, ' ')).toBe('Mar 8, 2026, 11:30 PM PDT');
    expect(formatLocalDateTime(at, { locale: 'en-US', timeZone: 'America/Toronto' }).replace(/\s/g, ' ')).toBe('Mar 9, 2026, 2:30 AM EDT');
  });
});
