import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, couponCustomerKeys, couponProblem, itemsTotal, promotionDiscounts, type CouponRule, type PricedLine, type PromotionRule } from './pricing';

const NOW = new Date('2026-03-15T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const line = (unitCents: number, quantity = 1, format = 'Hardcover', savedForLater = false): PricedLine => ({ unitCents, quantity, format, savedForLater });

const coupon = (overrides: Partial<CouponRule> = {}): CouponRule => ({
  code: 'WELCOME10',
  description: '10% off your order',
  kind: 'percent',
  percentOff: 10,
  amountOffCents: null,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  active: true,
  oncePerCustomer: false,
  usedByCustomer: false,
  ...overrides,
});

const amountCoupon = (amountOffCents: number, overrides: Partial<CouponRule> = {}) =>
  coupon({ code: 'READ5', description: '5 off', kind: 'amount', percentOff: null, amountOffCents, ...overrides });

const paperbacks: PromotionRule = {
  label: 'Buy 2 paperbacks, save 10%',
  format: 'Paperback',
  minQuantity: 2,
  percentOff: 10,
  startsAt: null,
  endsAt: null,
  active: true,
};

describe('itemsTotal', () => {
  it('sums quantity × unit price over the lines in the cart, never the saved ones', () => {
    expect(itemsTotal([])).toBe(0);
    expect(itemsTotal([line(799, 3), line(1299)])).toBe(3 * 799 + 1299);
    expect(itemsTotal([line(799, 3), line(1299, 2, 'Paperback', true)])).toBe(3 * 799);
  });
});

describe('promotionDiscounts', () => {
  it('applies at 2 paperbacks and not at 1', () => {
    expect(promotionDiscounts([line(1000, 1, 'Paperback')], [paperbacks], NOW)).toEqual([]);
    expect(promotionDiscounts([line(1000, 2, 'Paperback')], [paperbacks], NOW)).toEqual([
      { type: 'promotion', valueCents: 200, label: paperbacks.label, format: 'Paperback' },
    ]);
    // Two different paperbacks count together; other formats neither count nor get the discount.
    expect(promotionDiscounts([line(1000, 1, 'Paperback'), line(599, 1, 'Paperback'), line(5000, 4)], [paperbacks], NOW)).toEqual([
      { type: 'promotion', valueCents: 160, label: paperbacks.label, format: 'Paperback' },
    ]);
    expect(promotionDiscounts([line(1000, 1, 'Paperback'), line(5000, 4)], [paperbacks], NOW)).toEqual([]);
  });

  it('ignores saved-for-later lines', () => {
    expect(promotionDiscounts([line(1000, 1, 'Paperback'), line(1000, 5, 'Paperback', true)], [paperbacks], NOW)).toEqual([]);
  });

  it('rounds the percentage to whole cents', () => {
    // 10% of 2 × 7.99 = 1.598 → 1.60
    expect(promotionDiscounts([line(799, 2, 'Paperback')], [paperbacks], NOW)[0]?.valueCents).toBe(160);
  });

  it('only applies active promotions inside their window', () => {
    const lines = [line(1000, 2, 'Paperback')];
    expect(promotionDiscounts(lines, [{ ...paperbacks, active: false }], NOW)).toEqual([]);
    expect(promotionDiscounts(lines, [{ ...paperbacks, startsAt: at(1) }], NOW)).toEqual([]);
    expect(promotionDiscounts(lines, [{ ...paperbacks, endsAt: NOW }], NOW)).toEqual([]);
    expect(promotionDiscounts(lines, [{ ...paperbacks, startsAt: NOW, endsAt: at(1) }], NOW)).toHaveLength(1);
  });
});

describe('couponProblem', () => {
  const problem = (rule: CouponRule | null, itemsCents = 5000) => couponProblem(rule, itemsCents, NOW, dollars);

  it('accepts a valid coupon', () => {
    expect(problem(coupon())).toBeNull();
    expect(problem(coupon({ startsAt: NOW, endsAt: at(1), usageLimit: 1, usedCount: 0, minSubtotalCents: 5000 }))).toBeNull();
  });

  it('says why a coupon cannot be used', () => {
    expect(problem(null)).toBe('This code is not valid. Check it and try again.');
    expect(problem(coupon({ active: false }))).toBe('This code is not valid. Check it and try again.');
    expect(problem(coupon({ startsAt: at(1) }))).toBe('This code is not valid yet.');
    expect(problem(coupon({ endsAt: at(-1) }))).toBe('This code has expired.');
    expect(problem(coupon({ endsAt: NOW }))).toBe('This code has expired.');
    expect(problem(coupon({ usageLimit: 1, usedCount: 1 }))).toBe('This code has been used up.');
    expect(problem(coupon({ usageLimit: 0 }))).toBe('This code has been used up.');
    expect(problem(coupon({ minSubtotalCents: 2000 }), 1999)).toBe('This code needs items worth at least $20.00.');
  });

  it('refuses a once-per-customer code to a customer who used it, and only then', () => {
    expect(problem(coupon({ oncePerCustomer: true, usedByCustomer: true }))).toBe('You have already used this code: it can be used once per customer.');
    expect(problem(coupon({ oncePerCustomer: true, usedByCustomer: false }))).toBeNull();
    // Used by this customer, but the code is not limited per customer (the flag only matters with the limit).
    expect(problem(coupon({ oncePerCustomer: false, usedByCustomer: true }))).toBeNull();
    // Used up for everyone says so first.
    expect(problem(coupon({ oncePerCustomer: true, usedByCustomer: true, usageLimit: 1, usedCount: 1 }))).toBe('This code has been used up.');
  });
});

describe('couponCustomerKeys', () => {
  it("counts a use under the person's account and the order's email as compared: case, spaces and +tags do not make a new customer", () => {
    expect(couponCustomerKeys('u-1', null)).toEqual(['account:u-1']);
    expect(couponCustomerKeys('u-1', '')).toEqual(['account:u-1']);
    expect(couponCustomerKeys('u-1', 'pat@example.com')).toEqual(['account:u-1', 'email:pat@example.com']);
    expect(couponCustomerKeys('u-2', '  Pat+Welcome@Example.COM ')).toEqual(['account:u-2', 'email:pat@example.com']);
    expect(couponCustomerKeys('u-2', 'pat+a+b@example.com')).toEqual(['account:u-2', 'email:pat@example.com']);
    // A plus sign in the domain part is not a tag (and not a real address): left as it is.
    expect(couponCustomerKeys('u-3', 'pat@ex+ample.com')).toEqual(['account:u-3', 'email:pat@ex+ample.com']);
  });
});

describe('cartTotals', () => {
  const totals = (lines: PricedLine[], rule: CouponRule | null, promotions: PromotionRule[] = [paperbacks]) =>
    cartTotals(lines, rule, rule?.code ?? null, promotions, NOW, dollars);

  it('takes promotions off the items, then the coupon off what is left', () => {
    // Items 2 × 10.00 paperbacks + 10.00 hardcover = 30.00; promotion 10% of 20.00 = 2.00; coupon 10% of 28.00 = 2.80.
    const result = totals([line(1000, 2, 'Paperback'), line(1000)], coupon());
    expect(result).toEqual({
      itemsCents: 3000,
      couponCents: 280,
      subtotalCents: 3000 - 200 - 280,
      couponError: null,
      discounts: [
        { type: 'coupon', valueCents: 280, label: 'WELCOME10: 10% off your order', format: null },
        { type: 'promotion', valueCents: 200, label: paperbacks.label, format: 'Paperback' },
      ],
    });
  });

  it('caps an amount coupon at what is left, so the subtotal floors at 0', () => {
    const result = totals([line(300)], amountCoupon(500));
    expect(result.couponCents).toBe(300);
    expect(result.subtotalCents).toBe(0);
    expect(totals([line(3000)], amountCoupon(500)).subtotalCents).toBe(2500);
  });

  it('gives nothing for a coupon that does not apply, and says why', () => {
    const result = totals([line(1500)], coupon({ minSubtotalCents: 2000 }));
    expect(result).toMatchObject({
      itemsCents: 1500,
      couponCents: 0,
      subtotalCents: 1500,
      couponError: 'This code needs items worth at least $20.00.',
      discounts: [],
    });
    const unknown = cartTotals([line(1500)], null, 'NOPE', [], NOW, dollars);
    expect(unknown).toMatchObject({ couponCents: 0, subtotalCents: 1500, couponError: 'This code is not valid. Check it and try again.' });
  });

  it('checks the coupon minimum against the items before promotions', () => {
    // Items 20.00, promotion brings them to 18.00: the 20.00 minimum still counts as met.
    const result = totals([line(1000, 2, 'Paperback')], coupon({ minSubtotalCents: 2000 }));
    expect(result.couponError).toBeNull();
    expect(result.couponCents).toBe(180);
  });

  it('has no coupon and no error without a code', () => {
    expect(cartTotals([line(1500)], coupon(), null, [], NOW, dollars)).toMatchObject({ couponCents: 0, couponError: null, subtotalCents: 1500, discounts: [] });
  });

  it('comes to 0, never below, when stacked promotions cover the whole price', () => {
    const stacked = [
      { ...paperbacks, label: 'A', percentOff: 60 },
      { ...paperbacks, label: 'B', percentOff: 60 },
    ];
    expect(totals([line(1000, 2, 'Paperback')], null, stacked).subtotalCents).toBe(0);
  });

  it('makes the subtotal 0 with a 100% coupon', () => {
    expect(totals([line(1000, 3, 'Paperback'), line(799)], coupon({ percentOff: 100 })).subtotalCents).toBe(0);
  });
});

describe('cartTotals properties', () => {
  const FORMATS = ['Paperback', 'Hardcover', 'Board Book'];
  // Most rules are running now (no dates, or a window around NOW); some have not started or have ended.
  const window = fc.oneof(
    { weight: 3, arbitrary: fc.constant({ startsAt: null, endsAt: null }) },
    {
      weight: 2,
      arbitrary: fc.record({
        startsAt: fc.option(fc.integer({ min: -30, max: 0 }).map(at), { nil: null }),
        endsAt: fc.option(fc.integer({ min: 1, max: 30 }).map(at), { nil: null }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        startsAt: fc.option(fc.integer({ min: -30, max: 30 }).map(at), { nil: null }),
        endsAt: fc.option(fc.integer({ min: -30, max: 30 }).map(at), { nil: null }),
      }),
    },
  );
  const mostlyActive = fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });
  const lineArb = fc.record({
    quantity: fc.integer({ min: 1, max: 99 }),
    unitCents: fc.integer({ min: 0, max: 20_000 }),
    format: fc.constantFrom(...FORMATS),
    savedForLater: fc.boolean(),
  });
  const linesArb = fc.array(lineArb, { maxLength: 8 });
  /** What the shopper gets most often: lines in the cart, a few units each, so promotions' minimums are met. */
  const cartLinesArb = fc.array(
    lineArb.map((entry) => ({ ...entry, savedForLater: false, quantity: 1 + (entry.quantity % 4) })),
    { minLength: 1, maxLength: 6 },
  );
  // The shapes the database allows (coupons_percent_range, coupons_amount_set, promotions_percent_range).
  const couponArb: fc.Arbitrary<CouponRule> = fc
    .record({
      kind: fc.constantFrom('percent' as const, 'amount' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      amount: fc.integer({ min: 1, max: 50_000 }),
      minSubtotalCents: fc.integer({ min: 0, max: 50_000 }),
      usageLimit: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      usedCount: fc.integer({ min: 0, max: 3 }),
      active: mostlyActive,
      oncePerCustomer: fc.boolean(),
      usedByCustomer: fc.boolean(),
      window,
    })
    .map(({ kind, percent, amount, window: { startsAt, endsAt }, ...rest }) => ({
      code: 'CODE',
      description: 'test',
      kind,
      percentOff: kind === 'percent' ? percent : null,
      amountOffCents: kind === 'amount' ? amount : null,
      startsAt,
      endsAt,
      ...rest,
    }));
  const promotionArb: fc.Arbitrary<PromotionRule> = fc
    .record({
      format: fc.constantFrom(...FORMATS),
      minQuantity: fc.integer({ min: 1, max: 5 }),
      percentOff: fc.integer({ min: 1, max: 100 }),
      active: mostlyActive,
      window,
    })
    .map(({ window: { startsAt, endsAt }, ...rest }) => ({ label: `${rest.format} deal`, startsAt, endsAt, ...rest }));
  // Several promotions may cover the same format: half the time, two to four of them do.
  const stackedArb = fc.constantFrom(...FORMATS).chain((format) =>
    fc.array(
      promotionArb.map((promotion) => ({ ...promotion, format, label: `${format} deal ${promotion.percentOff}%` })),
      { minLength: 2, maxLength: 4 },
    ),
  );
  const promotionsArb = fc.oneof(fc.array(promotionArb, { maxLength: 4 }), stackedArb);
  const couponCase = fc.record({ rule: fc.option(couponArb, { nil: null }), code: fc.option(fc.constantFrom('CODE', 'NOPE'), { nil: null }) });

  const runningNow = (promotion: PromotionRule) =>
    promotion.active && (!promotion.startsAt || promotion.startsAt <= NOW) && (!promotion.endsAt || NOW < promotion.endsAt);
  const unitsOf = (lines: PricedLine[], format: string) =>
    lines.filter((entry) => !entry.savedForLater && entry.format === format).reduce((sum, entry) => sum + entry.quantity, 0);
  const applies = (lines: PricedLine[], promotion: PromotionRule) => runningNow(promotion) && unitsOf(lines, promotion.format) >= promotion.minQuantity;

  it('reaches the interesting cases in a default run: promotions that apply, and promotions stacked on one format', () => {
    const samples = fc.sample(fc.tuple(cartLinesArb, promotionsArb), { numRuns: 100, seed: 16 });
    const applying = samples.filter(([lines, promotions]) => promotions.some((promotion) => applies(lines, promotion)));
    const stacked = samples.filter(([lines, promotions]) =>
      FORMATS.some((format) => promotions.filter((promotion) => promotion.format === format && applies(lines, promotion)).length >= 2),
    );
    expect(applying.length).toBeGreaterThanOrEqual(40);
    expect(stacked.length).toBeGreaterThanOrEqual(10);
  });

  it('gives each applying promotion its percentage of its format, capped by what earlier ones left', () => {
    fc.assert(
      fc.property(cartLinesArb, promotionsArb, (lines, promotions) => {
        const result = promotionDiscounts(lines, promotions, NOW);
        const left = new Map(
          FORMATS.map((format) => [format, lines.filter((entry) => entry.format === format).reduce((sum, entry) => sum + entry.quantity * entry.unitCents, 0)]),
        );
        const expected = promotions.flatMap((promotion) => {
          if (!applies(lines, promotion)) return [];
          const worth = lines.filter((entry) => entry.format === promotion.format).reduce((sum, entry) => sum + entry.quantity * entry.unitCents, 0);
          const cents = Math.min(Math.round((worth * promotion.percentOff) / 100), left.get(promotion.format)!);
          left.set(promotion.format, left.get(promotion.format)! - cents);
          return cents > 0 ? [{ type: 'promotion', valueCents: cents, label: promotion.label, format: promotion.format }] : [];
        });
        expect(result).toEqual(expected);
        for (const format of FORMATS) {
          const taken = result.filter((discount) => discount.format === format).reduce((sum, discount) => sum + discount.valueCents, 0);
          expect(taken).toBeLessThanOrEqual(lines.filter((entry) => entry.format === format).reduce((sum, entry) => sum + entry.quantity * entry.unitCents, 0));
        }
      }),
    );
  });

  it('keeps the subtotal between 0 and the items total, equal to items − coupon − promotions floored at 0', () => {
    fc.assert(
      fc.property(linesArb, couponCase, promotionsArb, (lines, { rule, code }, promotions) => {
        const result = cartTotals(lines, rule, code, promotions, NOW, dollars);
        const discounted = result.discounts.reduce((sum, discount) => sum + discount.valueCents, 0);
        expect(result.itemsCents).toBe(itemsTotal(lines));
        expect(result.subtotalCents).toBeGreaterThanOrEqual(0);
        expect(result.subtotalCents).toBeLessThanOrEqual(result.itemsCents);
        expect(result.subtotalCents).toBe(Math.max(0, result.itemsCents - discounted));
        expect(Number.isInteger(result.subtotalCents)).toBe(true);
        expect(result.couponCents).toBe(
          result.discounts.filter((discount) => discount.type === 'coupon').reduce((sum, discount) => sum + discount.valueCents, 0),
        );
        // A coupon gives something only when it applies, and then says nothing is wrong.
        if (result.couponCents > 0) expect(result.couponError).toBeNull();
        if (code === null) expect(result.couponError).toBeNull();
      }),
    );
  });

  it('never discounts more than the items', () => {
    fc.assert(
      fc.property(linesArb, couponCase, promotionsArb, (lines, { rule, code }, promotions) => {
        const result = cartTotals(lines, rule, code, promotions, NOW, dollars);
        const discounted = result.discounts.reduce((sum, discount) => sum + discount.valueCents, 0);
        expect(result.discounts.every((discount) => discount.valueCents > 0)).toBe(true);
        expect(discounted).toBeLessThanOrEqual(result.itemsCents);
      }),
    );
  });

  it('never discounts more than the items even when two promotions cover the same format', () => {
    // Two 60% promotions on paperbacks: each is a share of the same items, together they may not exceed them.
    const promotions = [
      { ...paperbacks, label: 'A', percentOff: 60 },
      { ...paperbacks, label: 'B', percentOff: 60 },
    ];
    const result = cartTotals([line(1000, 2, 'Paperback')], null, null, promotions, NOW, dollars);
    expect(result.discounts.reduce((sum, discount) => sum + discount.valueCents, 0)).toBeLessThanOrEqual(result.itemsCents);
  });

  it('makes the subtotal 0 with a usable 100% coupon, whatever the lines and promotions', () => {
    fc.assert(
      fc.property(linesArb, promotionsArb, (lines, promotions) => {
        const result = cartTotals(lines, coupon({ percentOff: 100 }), 'WELCOME10', promotions, NOW, dollars);
        expect(result.subtotalCents).toBe(0);
        expect(result.couponError).toBeNull();
      }),
    );
  });

  it('never counts saved-for-later lines', () => {
    fc.assert(
      fc.property(
        linesArb,
        fc.array(
          lineArb.map((saved) => ({ ...saved, savedForLater: true })),
          { maxLength: 5 },
        ),
        couponCase,
        promotionsArb,
        (lines, saved, { rule, code }, promotions) => {
          const without = cartTotals(lines, rule, code, promotions, NOW, dollars);
          const mixed = [...saved, ...lines].sort((a, b) => a.unitCents - b.unitCents);
          expect(cartTotals(mixed, rule, code, promotions, NOW, dollars)).toEqual(without);
        },
      ),
    );
  });
});
