import { describe, expect, it } from 'vitest';
import { goalProgressOf } from './manager';
import { organizationHomeOf, type HomeFair } from './organizer-home';

const fair = (id: number, phase: HomeFair['phase'], startDate: string, endDate: string, extra: Partial<HomeFair> = {}): HomeFair => ({
  id,
  name: `Fair ${id}`,
  status: 'scheduled',
  phase,
  startDate,
  endDate,
  progress: goalProgressOf(5_000, 20_000),
  ...extra,
});

describe('the organizer home', () => {
  it('asks for a first fair when nothing is planned (closed and past fairs do not count)', () => {
    const home = organizationHomeOf(
      [fair(1, 'past', '2026-01-01', '2026-01-05'), fair(2, 'active', '2026-11-20', '2026-11-30', { status: 'closed' })],
      '2026-11-25',
    );
    expect(home).toEqual({ open: null, next: null, daysLeft: null, nextStep: { kind: 'create-fair' } });
  });

  it('counts the days left of the open fair, today and the last day included', () => {
    const home = organizationHomeOf([fair(1, 'active', '2026-11-20', '2026-11-30'), fair(2, 'upcoming', '2027-02-01', '2027-02-05')], '2026-11-25');
    expect(home.open?.id).toBe(1);
    expect(home.next?.id).toBe(2);
    expect(home.daysLeft).toBe(6);
    expect(home.nextStep).toEqual({ kind: 'share-link', fair: 'Fair 1' });
    expect(organizationHomeOf([fair(1, 'active', '2026-11-20', '2026-11-25')], '2026-11-25').daysLeft).toBe(1);
  });

  it('puts scheduling a draft first, then a goal for an open fair without one, then preparing the next fair', () => {
    expect(
      organizationHomeOf([fair(1, 'active', '2026-11-20', '2026-11-30'), fair(2, 'upcoming', '2027-02-01', '2027-02-05', { status: 'draft' })], '2026-11-25')
        .nextStep,
    ).toEqual({ kind: 'schedule-fair', fair: 'Fair 2' });
    expect(organizationHomeOf([fair(1, 'active', '2026-11-20', '2026-11-30', { progress: goalProgressOf(0, 0) })], '2026-11-25').nextStep).toEqual({
      kind: 'set-goal',
      fair: 'Fair 1',
    });
    expect(organizationHomeOf([fair(3, 'upcoming', '2027-03-01', '2027-03-05'), fair(2, 'upcoming', '2027-02-01', '2027-02-05')], '2026-11-25')).toMatchObject({
      next: { id: 2 },
      nextStep: { kind: 'order-supplies', fair: 'Fair 2' },
    });
  });
});
