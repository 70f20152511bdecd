import { describe, expect, it } from 'vitest';
import { fairDaysText, openFairText } from './fair-dates';

// Intl puts thin spaces around a range's dash; the tests read them as plain spaces.
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('fairDaysText', () => {
  it('reads an exclusive end as the day before', () => {
    expect(plain(fairDaysText('2026-11-20T00:00:00.000Z', '2026-12-05T00:00:00.000Z', 'en-US', 'UTC'))).toBe('Nov 20 – Dec 4, 2026');
  });

  it('says one day once, in the site’s locale', () => {
    expect(plain(fairDaysText('2026-11-20T00:00:00.000Z', '2026-11-21T00:00:00.000Z', 'en-US', 'UTC'))).toBe('Nov 20, 2026');
    expect(plain(fairDaysText('2026-11-20T00:00:00.000Z', '2026-12-05T00:00:00.000Z', 'en-CA', 'UTC'))).toMatch(/^Nov\.? 20/);
  });

  it("reads the days in the organization's zone: a Vancouver fair ends at its local midnight", () => {
    expect(plain(fairDaysText('2026-03-02T08:00:00.000Z', '2026-03-09T07:00:00.000Z', 'en-US', 'America/Vancouver'))).toBe('Mar 2 – 8, 2026');
    expect(plain(fairDaysText('2026-03-02T08:00:00.000Z', '2026-03-09T07:00:00.000Z', 'en-US', 'UTC'))).toBe('Mar 2 – 9, 2026');
  });

  it('never ends before it starts', () => {
    expect(plain(fairDaysText('2026-11-20T00:00:00.000Z', '2026-11-20T00:00:00.000Z', 'en-US', 'UTC'))).toBe('Nov 20, 2026');
  });
});

describe('openFairText', () => {
  const fair = {
    name: 'Winter Fair',
    startsAt: '2026-12-01T00:00:00.000Z',
    endsAt: '2026-12-04T00:00:00.000Z',
    onlineStartsAt: '2026-11-24T00:00:00.000Z',
    onlineEndsAt: '2026-12-08T00:00:00.000Z',
    timeZone: 'UTC',
  };

  it('gives the days and the online window when they differ', () => {
    const text = openFairText(fair, 'en-US');
    expect({ ...text, days: plain(text.days), online: plain(text.online) }).toEqual({
      name: 'Winter Fair',
      days: 'Dec 1 – 3, 2026',
      online: 'Nov 24 – Dec 7, 2026',
    });
  });

  it('leaves the online window out when it is the fair’s own days', () => {
    expect(openFairText({ ...fair, onlineStartsAt: fair.startsAt, onlineEndsAt: fair.endsAt }, 'en-US').online).toBeNull();
  });
});
