import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earningsOf, eligibleSubtotal, fairOpenAt, reversalOf, rewardOf } from './rewards';

describe('rewards', () => {
  it('earn on products after their discounts, never on eCards', () => {
    expect(
      eligibleSubtotal([
        { kind: 'product', unitCents: 1000, quantity: 2, discountCents: 200 },
        { kind: 'gift_card', unitCents: 5000, quantity: 1, discountCents: 0 },
      ]),
    ).toBe(1800);
  });

  it('pay the base rate always and the bookfair rate only while a fair is open', () => {
    expect(earningsOf(1800, { baseBp: 500, bookfairBp: 500 }, false)).toEqual([{ kind: 'base', rateBp: 500, amountCents: 90 }]);
    expect(earningsOf(1800, { baseBp: 500, bookfairBp: 1000 }, true)).toEqual([
      { kind: 'base', rateBp: 500, amountCents: 90 },
      { kind: 'bookfair', rateBp: 1000, amountCents: 180 },
    ]);
    expect(earningsOf(5, { baseBp: 500, bookfairBp: 500 }, true)).toEqual([]);
    expect(rewardOf(1999, 500)).toBe(100);
  });

  it('take back exactly what was earned over any steps of refunds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 5000 }), fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 10 }), (eligible, rate, steps) => {
        const earned = rewardOf(eligible, rate);
        const total = steps.reduce((a, b) => a + b, 0);
        let refunded = 0;
        let reversed = 0;
        for (const step of steps) {
          const now = Math.round((step * eligible) / total);
          const amount = reversalOf(earned, eligible, refunded, now);
          expect(amount).toBeGreaterThanOrEqual(0);
          reversed += amount;
          refunded += now;
        }
        reversed += reversalOf(earned, eligible, refunded, eligible - refunded);
        expect(reversed).toBe(earned);
      }),
    );
  });

  it('count a fair open inside its online window, else its own dates, and only while scheduled', () => {
    const fair = { startsAt: new Date('2026-11-01'), endsAt: new Date('2026-11-08'), onlineStartsAt: null, onlineEndsAt: null, status: 'scheduled' };
    expect(fairOpenAt(fair, new Date('2026-11-03'))).toBe(true);
    expect(fairOpenAt(fair, new Date('2026-11-08'))).toBe(false);
    const online = { ...fair, onlineStartsAt: new Date('2026-10-25'), onlineEndsAt: new Date('2026-11-15') };
    expect(fairOpenAt(online, new Date('2026-10-26'))).toBe(true);
    expect(fairOpenAt(online, new Date('2026-11-14'))).toBe(true);
    expect(fairOpenAt({ ...fair, status: 'closed' }, new Date('2026-11-03'))).toBe(false);
  });
});
