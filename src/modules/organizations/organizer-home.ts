/**
 * The organizer home (issue 19), pure: for one organization, the fair open now and the next one, the days left, and the
 * one thing most worth doing next.
 */
import type { FairPhase, GoalProgress } from './manager';

export interface HomeFair {
  id: number;
  name: string;
  status: string;
  phase: FairPhase;
  startDate: string;
  endDate: string;
  progress: GoalProgress;
}

export type NextStep =
  | { kind: 'create-fair' }
  | { kind: 'schedule-fair'; fair: string }
  | { kind: 'share-link'; fair: string }
  | { kind: 'set-goal'; fair: string }
  | { kind: 'order-supplies'; fair: string };

export interface OrganizationHome {
  open: HomeFair | null;
  next: HomeFair | null;
  /** Days of the open fair still to come, today included; null without an open fair. */
  daysLeft: number | null;
  nextStep: NextStep;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * `today` is the calendar date (YYYY-MM-DD) the fairs' dates are read in. A closed fair is over, whatever its dates; the
 * open fair is the one on now, the next is the soonest to come. Next step: with nothing planned, create a fair; a draft
 * is scheduled before anything else; an open fair without a goal gets one; an open fair is shared with families; a fair
 * to come is prepared (flyers, letters home).
 */
export function organizationHomeOf(fairs: readonly HomeFair[], today: string): OrganizationHome {
  const live = fairs.filter((fair) => fair.status !== 'closed');
  const open = live.filter((fair) => fair.phase === 'active').sort((a, b) => a.endDate.localeCompare(b.endDate))[0] ?? null;
  const next =
    live.filter((fair) => fair.phase === 'upcoming' && fair.id !== open?.id).sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)[0] ?? null;
  const daysLeft = open ? Math.max(0, dayNumber(open.endDate) - dayNumber(today) + 1) : null;
  const draft = [open, next].find((fair) => fair?.status === 'draft');
  let nextStep: NextStep;
  if (draft) nextStep = { kind: 'schedule-fair', fair: draft.name };
  else if (open && open.progress.goalCents === 0) nextStep = { kind: 'set-goal', fair: open.name };
  else if (open) nextStep = { kind: 'share-link', fair: open.name };
  else if (next) nextStep = { kind: 'order-supplies', fair: next.name };
  else nextStep = { kind: 'create-fair' };
  return { open, next, daysLeft, nextStep };
}
