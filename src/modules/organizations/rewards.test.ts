import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earningsOf, eligibleSubtotal, fairOpenAt, reversalOf, rewardOf, rewardsEligibleCents } from './rewards';

describe('rewards', () => {
  it('earn on products after their discounts, never on eCards', () => {
    expect(
      eligibleSubtotal([
        { kind: 'product', unitCents: 1000, quantity: 2, discountCents: 200 },
        { kind: 'gift_card', unitCents: 5000, quantity: 1, discountCents: 0 },
      ]),
    ).toBe(1800);
  });

  it('say what one line earns on, the amount refunds take their share of', () => {
    expect(rewardsEligibleCents({ kind: 'product', unitCents: 1000, quantity: 3, discountCents: 250 })).toBe(2750);
    expect(rewardsEligibleCents({ kind: 'gift_card', unitCents: 5000, quantity: 1, discountCents: 0 })).toBe(0);
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

  it('take back, on each refund, what is left of the share refunded so far: three thirds of a 19.99 order', () => {
    // 5% of 19.99 earned 1.00. Refunded a third at a time: shares of 6.67, 13.33 and 19.99 are 33, 67 and 100 cents.
    const earned = rewardOf(1999, 500);
    expect(earned).toBe(100);
    expect(reversalOf(earned, 1999, 0, 667)).toBe(33);
    expect(reversalOf(earned, 1999, 667, 666)).toBe(34);
    expect(reversalOf(earned, 1999, 1333, 666)).toBe(33);
  });

  it('take back nothing more once everything eligible was refunded, and nothing without an eligible subtotal', () => {
    expect(reversalOf(100, 1999, 1999, 500)).toBe(0);
    expect(reversalOf(100, 1999, 1500, 5000)).toBe(reversalOf(100, 1999, 1500, 499));
    expect(reversalOf(100, 0, 0, 1000)).toBe(0);
    expect(reversalOf(100, -5, 0, 1000)).toBe(0);
  });

  it('take back exactly what was earned over any steps of refunds, and never more than the share refunded so far', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(fc.integer({ min: 1, max: 400_000 }), { minLength: 1, maxLength: 10 }),
        (eligible, rate, asked) => {
          const earned = rewardOf(eligible, rate);
          let refunded = 0;
          let reversed = 0;
          // Partial refunds of any size, which may stop short of the total or ask for more than is left.
          for (const step of asked) {
            const amount = reversalOf(earned, eligible, refunded, step);
            expect(amount).toBeGreaterThanOrEqual(0);
            reversed += amount;
            refunded += step;
            const share = (earned * Math.min(refunded, eligible)) / eligible;
            expect(Math.abs(reversed - share)).toBeLessThanOrEqual(0.5);
          }
          if (refunded < eligible) reversed += reversalOf(earned, eligible, refunded, eligible - refunded);
          expect(reversed).toBe(earned);
        },
      ),
      { numRuns: 300 },
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
    // From the first moment, up to (not including) the last.
    expect(fairOpenAt(fair, new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(fairOpenAt(fair, new Date('2026-10-31T23:59:59Z'))).toBe(false);
    expect(fairOpenAt(online, new Date('2026-10-24T23:59:59Z'))).toBe(false);
    expect(fairOpenAt(online, new Date('2026-11-15T00:00:00Z'))).toBe(false);
  });
});
