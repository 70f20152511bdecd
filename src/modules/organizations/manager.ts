/**
 * The organizer's tools, pure rules (no I/O): the organization profile and book fair forms, shared by the browser
 * (inline errors) and the server (the authority); invitation expiry; a fair's phase and its goal progress.
 */
import { z } from 'zod';
import { endOfLocalDay, localDateOf, startOfLocalDay, timeZoneName } from '@/lib/local-time';
import { multiline } from '@/lib/text';
import { ADDRESS_WORDING, postalCodeProblem, REGIONS, type Country } from '@/modules/regions';

export const ORGANIZATION_NAME_MAX = 120;
export const DESCRIPTION_MAX = 1000;
export const LOGO_URL_MAX = 500;

export const TIME_ZONE_MAX = 64;

/** An IANA time zone name (`America/Vancouver`), in any letter case; stored as the zone spells it. */
export const timeZoneSchema = z
  .string({ error: 'Enter the time zone, like America/Vancouver.' })
  .trim()
  .max(TIME_ZONE_MAX, { error: `A time zone name has at most ${TIME_ZONE_MAX} characters, like America/Vancouver.` })
  .transform((value, context) => {
    const zone = timeZoneName(value);
    if (zone) return zone;
    context.addIssue({ code: 'custom', message: `"${value}" is not a time zone we know. Enter an IANA name such as America/Vancouver or America/Toronto.` });
    return z.NEVER;
  });

export const organizationProfileSchema = z.object({
  name: z
    .string({ error: "Enter the organization's name." })
    .trim()
    .min(2, { error: "Enter the organization's name (at least 2 characters)." })
    .max(ORGANIZATION_NAME_MAX, { error: `The name can be at most ${ORGANIZATION_NAME_MAX} characters.` }),
  line1: z
    .string({ error: 'Enter the street address.' })
    .trim()
    .min(1, { error: 'Enter the street address.' })
    .max(120, { error: 'The street address can be at most 120 characters.' }),
  city: z.string({ error: 'Enter the city.' }).trim().min(1, { error: 'Enter the city.' }).max(80, { error: 'The city can be at most 80 characters.' }),
  region: z
    .string({ error: 'Choose the state or province.' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'Choose the state or province.' })
    .transform((value) => value.toUpperCase()),
  postalCode: z.string({ error: 'Enter the postal or ZIP code.' }).trim().max(10, { error: 'Enter a postal or ZIP code of at most 10 characters.' }),
  logoUrl: z
    .string()
    .trim()
    .max(LOGO_URL_MAX, { error: `The logo address can be at most ${LOGO_URL_MAX} characters.` })
    .refine((value) => value === '' || isHttpsUrl(value), { error: 'The logo must be an https:// address, or leave it empty.' })
    .default(''),
  description: multiline(
    z
      .string()
      .trim()
      .max(DESCRIPTION_MAX, { error: `The description can be at most ${DESCRIPTION_MAX} characters.` }),
  ).default(''),
  /** Left out, the organization keeps its zone. */
  timeZone: timeZoneSchema.optional(),
});
export type OrganizationProfileInput = z.infer<typeof organizationProfileSchema>;

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * What is wrong with an address for the organization's country (its site decides it), by field: the region must be one
 * of the country's states or provinces and the postal code must fit both. Empty when the address is fine.
 */
export function organizationAddressProblems(country: Country, address: { region: string; postalCode: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  const region = address.region.trim().toUpperCase();
  if (!(region in REGIONS[country])) problems.region = `Choose ${ADDRESS_WORDING[country].regionExample}.`;
  const postal = postalCodeProblem(country, region, address.postalCode);
  if (postal) problems.postalCode = postal;
  return problems;
}

export const FAIR_NAME_MIN = 3;
export const FAIR_NAME_MAX = 120;
/** A fair runs at most this long, so a typo in a year does not make a fair of a decade. */
export const FAIR_MAX_DAYS = 60;
/** How far the online shopping window may reach before the fair's first day or after its last. */
export const ONLINE_WINDOW_SLACK_DAYS = 14;
/** The largest goal, in whole currency units. */
export const GOAL_MAX = 1_000_000;

const DAY_MS = 24 * 3600 * 1000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

const fairDate = (what: string) => z.iso.date({ error: `Enter the ${what} as a date (YYYY-MM-DD).` });

/**
 * A fair as the organizer enters it. Dates are whole days of the organization's time zone, the end day included; the online shopping window is
 * the fair's own dates unless given. The goal is in the organization's currency, decimal at this edge.
 */
export const fairSchema = z
  .object({
    name: z
      .string({ error: "Enter the fair's name." })
      .trim()
      .min(FAIR_NAME_MIN, { error: `Enter the fair's name (at least ${FAIR_NAME_MIN} characters).` })
      .max(FAIR_NAME_MAX, { error: `The fair's name can be at most ${FAIR_NAME_MAX} characters.` }),
    startDate: fairDate('first day'),
    endDate: fairDate('last day'),
    onlineStartDate: fairDate('first day of online shopping').optional(),
    onlineEndDate: fairDate('last day of online shopping').optional(),
    goal: z
      .number({ error: 'Enter the goal as an amount, like 2500 (0 for none).' })
      .min(0, { error: 'The goal cannot be negative (use 0 for none).' })
      .max(GOAL_MAX, { error: `The goal can be at most ${GOAL_MAX.toLocaleString('en-US')}.` })
      .refine((value) => Number.isInteger(Math.round(value * 100 * 1000) / 1000), { error: 'The goal can have at most two decimals.' }),
    shipToSchool: z.boolean().default(true),
  })
  .superRefine((fair, context) => {
    const start = dayOf(fair.startDate);
    const end = dayOf(fair.endDate);
    if (end < start) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'The last day cannot be before the first day.' });
      return;
    }
    if ((end - start) / DAY_MS + 1 > FAIR_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['endDate'], message: `A fair can last at most ${FAIR_MAX_DAYS} days.` });
    const onlineStart = dayOf(fair.onlineStartDate ?? fair.startDate);
    const onlineEnd = dayOf(fair.onlineEndDate ?? fair.endDate);
    if (onlineEnd < onlineStart) {
      context.addIssue({ code: 'custom', path: ['onlineEndDate'], message: 'Online shopping cannot end before it starts.' });
      return;
    }
    const slack = ONLINE_WINDOW_SLACK_DAYS * DAY_MS;
    if (onlineStart < start - slack || onlineStart > end) {
      context.addIssue({
        code: 'custom',
        path: ['onlineStartDate'],
        message: `Online shopping must start between ${ONLINE_WINDOW_SLACK_DAYS} days before the fair and its last day.`,
      });
    }
    if (onlineEnd < start || onlineEnd > end + slack) {
      context.addIssue({
        code: 'custom',
        path: ['onlineEndDate'],
        message: `Online shopping must end between the fair's first day and ${ONLINE_WINDOW_SLACK_DAYS} days after its last.`,
      });
    }
  });
export type FairInput = z.infer<typeof fairSchema>;

export interface FairTimes {
  startsAt: Date;
  endsAt: Date;
  /** Null when the window is the fair's own dates, so it follows them when they change. */
  onlineStartsAt: Date | null;
  onlineEndsAt: Date | null;
  goalCents: number;
}

/**
 * The stored form of a valid fair: instants from the local midnight starting its first day to the local midnight
 * ending its last (exclusive), in the organization's time zone (decision 012).
 */
export function fairTimesOf(fair: FairInput, timeZone: string): FairTimes {
  const startsAt = startOfLocalDay(fair.startDate, timeZone);
  const endsAt = endOfLocalDay(fair.endDate, timeZone);
  const onlineStartsAt = fair.onlineStartDate && fair.onlineStartDate !== fair.startDate ? startOfLocalDay(fair.onlineStartDate, timeZone) : null;
  const onlineEndsAt = fair.onlineEndDate && fair.onlineEndDate !== fair.endDate ? endOfLocalDay(fair.onlineEndDate, timeZone) : null;
  return { startsAt, endsAt, onlineStartsAt, onlineEndsAt, goalCents: Math.round(fair.goal * 100) };
}

export interface FairDates {
  startDate: string;
  endDate: string;
  onlineStartDate: string;
  onlineEndDate: string;
}

type StoredFairTimes = { startsAt: Date; endsAt: Date; onlineStartsAt: Date | null; onlineEndsAt: Date | null };

/** The local days a stored fair covers in the organization's time zone, as the form shows them (the last day included). */
export function fairDatesOf(fair: StoredFairTimes, timeZone: string): FairDates {
  const firstDay = (from: Date) => localDateOf(from, timeZone);
  const lastDay = (until: Date) => localDateOf(new Date(until.getTime() - 1), timeZone);
  return {
    startDate: firstDay(fair.startsAt),
    endDate: lastDay(fair.endsAt),
    onlineStartDate: firstDay(fair.onlineStartsAt ?? fair.startsAt),
    onlineEndDate: lastDay(fair.onlineEndsAt ?? fair.endsAt),
  };
}

/**
 * A fair's instants after its organization moves from one time zone to another: the same local days, from and to
 * midnight in the new zone. A fair whose window is its own dates keeps no window of its own.
 */
export function fairTimesInZone(fair: StoredFairTimes, from: string, to: string): Omit<FairTimes, 'goalCents'> {
  const days = fairDatesOf(fair, from);
  return {
    startsAt: startOfLocalDay(days.startDate, to),
    endsAt: endOfLocalDay(days.endDate, to),
    onlineStartsAt: fair.onlineStartsAt ? startOfLocalDay(days.onlineStartDate, to) : null,
    onlineEndsAt: fair.onlineEndsAt ? endOfLocalDay(days.onlineEndDate, to) : null,
  };
}

export type FairPhase = 'upcoming' | 'active' | 'past';

/** Where a fair stands in time, whatever its status. */
export function fairPhaseAt(fair: { startsAt: Date; endsAt: Date }, now: Date): FairPhase {
  if (now < fair.startsAt) return 'upcoming';
  return now < fair.endsAt ? 'active' : 'past';
}

export interface GoalProgress {
  salesCents: number;
  goalCents: number;
  /** Whole percent of the goal reached, 0–100 (100 once reached or passed); 0 without a goal. */
  percent: number;
  remainingCents: number;
}

export function goalProgressOf(salesCents: number, goalCents: number): GoalProgress {
  const sales = Math.max(0, salesCents);
  if (goalCents <= 0) return { salesCents: sales, goalCents: 0, percent: 0, remainingCents: 0 };
  return { salesCents: sales, goalCents, percent: Math.min(100, Math.floor((sales * 100) / goalCents)), remainingCents: Math.max(0, goalCents - sales) };
}

/** Invitation links work this long after they are sent. */
export const INVITATION_DAYS = 14;

export const invitationExpiresAt = (sentAt: Date) => new Date(sentAt.getTime() + INVITATION_DAYS * DAY_MS);

export type InvitationState = 'open' | 'accepted' | 'expired';

/** An invitation can be accepted once, before it expires. */
export function invitationStateAt(invitation: { expiresAt: Date; acceptedAt: Date | null }, now: Date): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  return now < invitation.expiresAt ? 'open' : 'expired';
}
