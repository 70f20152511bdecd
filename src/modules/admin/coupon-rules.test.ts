import { describe, expect, it } from 'vitest';
import { activationAction, couponCreateSchema, couponEditSchema, decimalInput, promotionSchema, utcFromInput, utcInputValue, type CouponCreateInput } from './coupon-rules';
import { couponInput } from './coupon-input.fixture';

const promotionInput = { label: 'Buy 2 hardcovers, save 10%', format: 'Hardcover', minQuantity: 2, percentOff: 10, startsAt: '', endsAt: '', active: true };

describe('coupon and promotion rules', () => {
  it('refuses what the database would refuse, with a reason a person can read', () => {
    const refusals: Array<[Partial<CouponCreateInput>, string]> = [
      [{ code: 'NO-DASH' }, 'The code must be 3 to 32 letters and digits, like SPRING10.'],
      [{ percentOff: '0' }, 'The percentage must be a whole number from 1 to 100.'],
      [{ percentOff: '101' }, 'The percentage must be a whole number from 1 to 100.'],
      [{ percentOff: '' }, 'The percentage must be a whole number from 1 to 100.'],
      [{ amountOffUsd: '5.00' }, 'A percent coupon has no amounts off: leave them empty.'],
      [{ kind: 'amount', percentOff: '', amountOffUsd: '5.00' }, 'An amount coupon needs a CAD amount off above 0.'],
      [{ kind: 'amount', percentOff: '', amountOffUsd: '0', amountOffCad: '5' }, 'An amount coupon needs a USD amount off above 0.'],
      [{ kind: 'amount', percentOff: '', amountOffUsd: '5.999', amountOffCad: '5' }, 'The USD amount off must be an amount like 5.00.'],
      [{ minSubtotalCad: '-1' }, 'The CAD minimum must be an amount like 5.00.'],
      [{ startsAt: '2027-05-01T00:00:00Z', endsAt: '2027-04-01T00:00:00Z' }, 'The end must come after the start.'],
      [{ startsAt: 'tomorrow' }, 'The start must be a date and time, or empty.'],
      [{ usageLimit: 0 }, 'The usage limit must be at least 1.'],
      [{ description: ' ' }, 'Describe the coupon for shoppers.'],
    ];
    for (const [overrides, message] of refusals) {
      const result = couponCreateSchema.safeParse(couponInput(overrides));
      expect(result.success, JSON.stringify(overrides)).toBe(false);
      expect(result.error!.issues.map((issue) => issue.message), JSON.stringify(overrides)).toContain(message);
    }
    expect(couponCreateSchema.parse(couponInput({ code: ' fairday2 ', startsAt: '2027-04-01T00:00:00Z', endsAt: '2027-05-01T00:00:00Z' }))).toMatchObject({ code: 'FAIRDAY2', percentOff: 15, amountOffUsd: null, startsAt: new Date('2027-04-01T00:00:00Z') });
  });

  it('turns what staff type into cents, capitals and times', () => {
    expect(couponCreateSchema.parse(couponInput({ code: 'read5', kind: 'amount', percentOff: '', amountOffUsd: '5', amountOffCad: '6.5', minSubtotalUsd: '30.00', usageLimit: 100 }))).toEqual({
      code: 'READ5',
      description: '15% off for spring',
      kind: 'amount',
      percentOff: null,
      amountOffUsd: 500,
      amountOffCad: 650,
      minSubtotalUsd: 3000,
      minSubtotalCad: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: 100,
      active: true,
    });
    expect(couponEditSchema.safeParse({ ...couponInput(), code: undefined }).success).toBe(true);
    expect(promotionSchema.parse({ ...promotionInput, startsAt: '2027-01-01T00:00:00Z' })).toMatchObject({ startsAt: new Date('2027-01-01T00:00:00Z'), endsAt: null });
    for (const bad of [{ minQuantity: 0 }, { percentOff: 101 }, { format: '' }, { label: '' }, { startsAt: '2027-02-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }]) {
      expect(promotionSchema.safeParse({ ...promotionInput, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('names switching off and on in the audit log, and round-trips the form values', () => {
    expect(activationAction('coupon', true, false)).toBe('coupon.deactivate');
    expect(activationAction('promotion', false, true)).toBe('promotion.reactivate');
    expect(activationAction('coupon', true, true)).toBe('coupon.update');
    expect(utcFromInput(utcInputValue('2027-04-01T09:30:00.000Z'))).toBe('2027-04-01T09:30:00Z');
    expect(utcFromInput('')).toBe('');
    expect(decimalInput(650)).toBe('6.50');
    expect(decimalInput(null)).toBe('');
  });
});
