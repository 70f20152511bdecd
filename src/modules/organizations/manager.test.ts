import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/modules/accounts';
import {
  DESCRIPTION_MAX,
  fairDatesOf,
  fairPhaseAt,
  fairSchema,
  fairTimesInZone,
  fairTimesOf,
  goalProgressOf,
  invitationExpiresAt,
  invitationStateAt,
  organizationAddressProblems,
  organizationProfileSchema,
  timeZoneSchema,
} from './manager';

const fair = (changes: Record<string, unknown> = {}) => ({ name: 'Spring Book Fair', startDate: '2026-04-13', endDate: '2026-04-17', goal: 2500, ...changes });
const errorsOf = (input: unknown) => {
  const parsed = fairSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('fairSchema', () => {
  it('accepts a fair; the online window defaults to its dates and ship-to-school to on', () => {
    expect(fairSchema.parse(fair())).toEqual({ ...fair(), shipToSchool: true });
  });

  it('names the field and says what is wrong', () => {
    expect(errorsOf(fair({ name: 'ab' }))).toEqual({ name: "Enter the fair's name (at least 3 characters)." });
    expect(errorsOf(fair({ name: 'x'.repeat(121) })).name).toMatch(/at most 120/);
    expect(errorsOf(fair({ endDate: '2026-04-12' }))).toEqual({ endDate: 'The last day cannot be before the first day.' });
    expect(errorsOf(fair({ endDate: '2026-07-01' })).endDate).toMatch(/at most 60 days/);
    expect(errorsOf(fair({ startDate: '2026-02-30' })).startDate).toMatch(/YYYY-MM-DD/);
    expect(errorsOf(fair({ goal: -1 }))).toEqual({ goal: 'The goal cannot be negative (use 0 for none).' });
    expect(errorsOf(fair({ goal: 10.005 })).goal).toMatch(/two decimals/);
    expect(errorsOf(fair({ goal: '2500' })).goal).toMatch(/amount/);
  });

  it('accepts a one-day fair, a goal of 0 and cents', () => {
    expect(errorsOf(fair({ endDate: '2026-04-13', goal: 0 }))).toEqual({});
    expect(errorsOf(fair({ goal: 19.99 }))).toEqual({});
  });

  it('keeps the online window sensible: in order, overlapping the fair, at most 14 days either side', () => {
    expect(errorsOf(fair({ onlineStartDate: '2026-04-06', onlineEndDate: '2026-04-24' }))).toEqual({});
    expect(errorsOf(fair({ onlineStartDate: '2026-04-16', onlineEndDate: '2026-04-14' }))).toEqual({
      onlineEndDate: 'Online shopping cannot end before it starts.',
    });
    expect(errorsOf(fair({ onlineStartDate: '2026-03-01' })).onlineStartDate).toMatch(/14 days before/);
    expect(errorsOf(fair({ onlineStartDate: '2026-04-18', onlineEndDate: '2026-04-20' })).onlineStartDate).toMatch(/its last day/);
    expect(errorsOf(fair({ onlineEndDate: '2026-05-30' })).onlineEndDate).toMatch(/14 days after/);
  });
});

describe('fair dates and times', () => {
  it("stores whole UTC days for a zone at UTC, the last day included, and the window as null when it is the fair's own", () => {
    const times = fairTimesOf(fairSchema.parse(fair({ goal: 1234.56 })), 'UTC');
    expect(times).toEqual({
      startsAt: new Date('2026-04-13T00:00:00Z'),
      endsAt: new Date('2026-04-18T00:00:00Z'),
      onlineStartsAt: null,
      onlineEndsAt: null,
      goalCents: 123456,
    });
    expect(fairDatesOf(times, 'UTC')).toEqual({ startDate: '2026-04-13', endDate: '2026-04-17', onlineStartDate: '2026-04-13', onlineEndDate: '2026-04-17' });
  });

  it("runs from local midnight to local midnight in the organization's zone", () => {
    const times = fairTimesOf(fairSchema.parse(fair({ onlineEndDate: '2026-04-20' })), 'America/Vancouver');
    expect(times.startsAt).toEqual(new Date('2026-04-13T07:00:00Z'));
    expect(times.endsAt).toEqual(new Date('2026-04-18T07:00:00Z'));
    expect(times.onlineStartsAt).toBeNull();
    expect(times.onlineEndsAt).toEqual(new Date('2026-04-21T07:00:00Z'));
    expect(fairDatesOf(times, 'America/Vancouver')).toEqual({
      startDate: '2026-04-13',
      endDate: '2026-04-17',
      onlineStartDate: '2026-04-13',
      onlineEndDate: '2026-04-20',
    });
    // Read in another zone, the same instants fall on other days: the zone is part of the dates' meaning.
    expect(fairDatesOf(times, 'UTC').endDate).toBe('2026-04-18');
  });

  it('keeps its days across a daylight saving change (Vancouver springs forward on 2026-03-08)', () => {
    const times = fairTimesOf(fairSchema.parse(fair({ startDate: '2026-03-06', endDate: '2026-03-09' })), 'America/Vancouver');
    expect(times.startsAt).toEqual(new Date('2026-03-06T08:00:00Z'));
    expect(times.endsAt).toEqual(new Date('2026-03-10T07:00:00Z'));
    expect(fairDatesOf(times, 'America/Vancouver')).toMatchObject({ startDate: '2026-03-06', endDate: '2026-03-09' });
  });

  it('round-trips an online window of its own', () => {
    const input = fairSchema.parse(fair({ onlineStartDate: '2026-04-10', onlineEndDate: '2026-04-20' }));
    const times = fairTimesOf(input, 'UTC');
    expect(times.onlineStartsAt).toEqual(new Date('2026-04-10T00:00:00Z'));
    expect(times.onlineEndsAt).toEqual(new Date('2026-04-21T00:00:00Z'));
    expect(fairDatesOf(times, 'UTC')).toMatchObject({ onlineStartDate: '2026-04-10', onlineEndDate: '2026-04-20' });
  });

  it('moves to the same local days when the organization changes zone, keeping a window that follows the fair', () => {
    const own = fairTimesOf(fairSchema.parse(fair({ onlineEndDate: '2026-04-20' })), 'America/Toronto');
    const moved = fairTimesInZone(own, 'America/Toronto', 'America/Vancouver');
    expect(moved).toEqual({
      startsAt: new Date('2026-04-13T07:00:00Z'),
      endsAt: new Date('2026-04-18T07:00:00Z'),
      onlineStartsAt: null,
      onlineEndsAt: new Date('2026-04-21T07:00:00Z'),
    });
    const withStart = fairTimesOf(fairSchema.parse(fair({ onlineStartDate: '2026-04-10' })), 'America/Toronto');
    expect(fairTimesInZone(withStart, 'America/Toronto', 'UTC').onlineStartsAt).toEqual(new Date('2026-04-10T00:00:00Z'));
  });

  it('places a fair in time: upcoming before its first instant, active until its end (exclusive), then past', () => {
    const times = { startsAt: new Date('2026-04-13T00:00:00Z'), endsAt: new Date('2026-04-18T00:00:00Z') };
    expect(fairPhaseAt(times, new Date('2026-04-12T23:59:59Z'))).toBe('upcoming');
    expect(fairPhaseAt(times, times.startsAt)).toBe('active');
    expect(fairPhaseAt(times, new Date('2026-04-17T23:59:59Z'))).toBe('active');
    expect(fairPhaseAt(times, times.endsAt)).toBe('past');
  });
});

describe('goalProgressOf', () => {
  it('gives whole percent reached, capped at 100, and what remains', () => {
    expect(goalProgressOf(62_550, 250_000)).toEqual({ salesCents: 62_550, goalCents: 250_000, percent: 25, remainingCents: 187_450 });
    expect(goalProgressOf(249_999, 250_000).percent).toBe(99);
    expect(goalProgressOf(300_000, 250_000)).toEqual({ salesCents: 300_000, goalCents: 250_000, percent: 100, remainingCents: 0 });
  });

  it('has no percent without a goal, and never counts negative sales', () => {
    expect(goalProgressOf(5_000, 0)).toEqual({ salesCents: 5_000, goalCents: 0, percent: 0, remainingCents: 0 });
    expect(goalProgressOf(-100, 1_000)).toEqual({ salesCents: 0, goalCents: 1_000, percent: 0, remainingCents: 1_000 });
  });
});

describe('invitations', () => {
  it('work for 14 days, once', () => {
    const sent = new Date('2026-05-01T12:00:00Z');
    const expiresAt = invitationExpiresAt(sent);
    expect(expiresAt).toEqual(new Date('2026-05-15T12:00:00Z'));
    expect(invitationStateAt({ expiresAt, acceptedAt: null }, new Date('2026-05-15T11:59:59Z'))).toBe('open');
    expect(invitationStateAt({ expiresAt, acceptedAt: null }, expiresAt)).toBe('expired');
    expect(invitationStateAt({ expiresAt, acceptedAt: new Date('2026-05-02T00:00:00Z') }, new Date('2026-05-03T00:00:00Z'))).toBe('accepted');
  });
});

describe('the organization profile', () => {
  const profile = { name: 'Maple Grove PTA', line1: '12 Elm St', city: 'Springfield', region: 'il', postalCode: '62701', logoUrl: '', description: 'We read.' };

  it('accepts an https logo or none, and a description up to 1000 characters', () => {
    expect(organizationProfileSchema.parse(profile)).toMatchObject({ region: 'IL', logoUrl: '' });
    expect(organizationProfileSchema.safeParse({ ...profile, logoUrl: 'https://example.org/logo.png' }).success).toBe(true);
    expect(fieldErrors(organizationProfileSchema.safeParse({ ...profile, logoUrl: 'http://example.org/logo.png' }).error!)).toEqual({
      logoUrl: 'The logo must be an https:// address, or leave it empty.',
    });
    expect(fieldErrors(organizationProfileSchema.safeParse({ ...profile, logoUrl: 'javascript:alert(1)' }).error!).logoUrl).toBeDefined();
    expect(organizationProfileSchema.safeParse({ ...profile, description: 'x'.repeat(DESCRIPTION_MAX) }).success).toBe(true);
    expect(fieldErrors(organizationProfileSchema.safeParse({ ...profile, description: 'x'.repeat(DESCRIPTION_MAX + 1) }).error!).description).toMatch(/1000/);
  });

  it('takes an IANA time zone in any case, or none (the zone stays), and refuses another with a readable message', () => {
    expect(organizationProfileSchema.parse(profile).timeZone).toBeUndefined();
    expect(organizationProfileSchema.parse({ ...profile, timeZone: ' america/vancouver ' }).timeZone).toBe('America/Vancouver');
    expect(fieldErrors(organizationProfileSchema.safeParse({ ...profile, timeZone: 'Pacific Time' }).error!)).toEqual({
      timeZone: '"Pacific Time" is not a time zone we know. Enter an IANA name such as America/Vancouver or America/Toronto.',
    });
    expect(fieldErrors(organizationProfileSchema.safeParse({ ...profile, timeZone: `America/${'x'.repeat(64)}` }).error!).timeZone).toMatch(/64/);
    expect(timeZoneSchema.safeParse(42).success).toBe(false);
  });

  it("checks the region and postal code against the organization's country", () => {
    expect(organizationAddressProblems('US', { region: 'IL', postalCode: '62701' })).toEqual({});
    expect(organizationAddressProblems('US', { region: 'ON', postalCode: '62701' })).toEqual({ region: 'Choose a US state, like NY or CA.' });
    expect(organizationAddressProblems('US', { region: 'IL', postalCode: 'K1A 0B1' }).postalCode).toMatch(/ZIP/);
    expect(organizationAddressProblems('CA', { region: 'ON', postalCode: 'k1a0b1' })).toEqual({});
    expect(organizationAddressProblems('CA', { region: 'BC', postalCode: 'K1A 0B1' })).toEqual({ postalCode: 'That postal code is not in British Columbia.' });
  });
});
