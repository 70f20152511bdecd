import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activationAction, couponCreateSchema, couponEditSchema, decimalInput, promotionSchema, type CouponCreateInput } from './coupon-rules';
import { couponInput } from './coupon-input.fixture';

const promotionInput = { label: 'Buy 2 hardcovers, save 10%', format: 'Hardcover', minQuantity: 2, percentOff: 10, startsAt: '', endsAt: '', active: true };

/** Each refusal as `[field, message]`, the way the API reports it: none when the input is accepted. */
function refusalsOf(result: { success: true } | { success: false; error: z.ZodError }): Array<[string, string]> {
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

/** A coupon as the form sends it, with any field replaced, including by values of the wrong type. */
const coupon = (overrides: Record<string, unknown> = {}) => ({ ...couponInput(), ...overrides });
/** A valid `amount` coupon: $5 or C$6 off. */
const amountCoupon = (overrides: Record<string, unknown> = {}) =>
  coupon({ kind: 'amount', percentOff: '', amountOffUsd: '5', amountOffCad: '6', ...overrides });
const promotion = (overrides: Record<string, unknown> = {}) => ({ ...promotionInput, ...overrides });

const CODE_RULE = 'The code must be 3 to 32 letters and digits, like SPRING10.';
const PERCENT_RULE = 'The percentage must be a whole number from 1 to 100.';
const WINDOW_RULE = 'The end must come after the start.';
const MIN_QUANTITY_RULE = 'The minimum quantity must be a whole number from 1 to 99.';

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
      expect(
        result.error!.issues.map((issue) => issue.message),
        JSON.stringify(overrides),
      ).toContain(message);
    }
    expect(couponCreateSchema.parse(couponInput({ code: ' fairday2 ', startsAt: '2027-04-01T00:00:00Z', endsAt: '2027-05-01T00:00:00Z' }))).toMatchObject({
      code: 'FAIRDAY2',
      percentOff: 15,
      amountOffUsd: null,
      startsAt: new Date('2027-04-01T00:00:00Z'),
    });
  });

  it('turns what staff type into cents, capitals and times', () => {
    expect(
      couponCreateSchema.parse(
        couponInput({ code: 'read5', kind: 'amount', percentOff: '', amountOffUsd: '5', amountOffCad: '6.5', minSubtotalUsd: '30.00', usageLimit: 100 }),
      ),
    ).toEqual({
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
    expect(promotionSchema.parse({ ...promotionInput, startsAt: '2027-01-01T00:00:00Z' })).toMatchObject({
      startsAt: new Date('2027-01-01T00:00:00Z'),
      endsAt: null,
    });
    for (const bad of [
      { minQuantity: 0 },
      { percentOff: 101 },
      { format: '' },
      { label: '' },
      { startsAt: '2027-02-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' },
    ]) {
      expect(promotionSchema.safeParse({ ...promotionInput, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('names switching off and on in the audit log, and round-trips the form values', () => {
    expect(activationAction('coupon', true, false)).toBe('coupon.deactivate');
    expect(activationAction('promotion', false, true)).toBe('promotion.reactivate');
    expect(activationAction('coupon', true, true)).toBe('coupon.update');
    expect(decimalInput(650)).toBe('6.50');
    expect(decimalInput(null)).toBe('');
  });
});

describe('coupon fields', () => {
  it('asks for a code of 3 to 32 letters and digits, saved in capitals without the spaces around it', () => {
    for (const code of [undefined, null, 123, '', '  ', 'AB', 'A'.repeat(33), 'NO-DASH', 'SPRING 15', 'ÉTÉ2027']) {
      expect(refusalsOf(couponCreateSchema.safeParse(coupon({ code }))), String(code)).toEqual([['code', CODE_RULE]]);
    }
    const saved: Array<[string, string]> = [
      ['ABC', 'ABC'],
      ['A'.repeat(32), 'A'.repeat(32)],
      ['2027', '2027'],
      ['spring15', 'SPRING15'],
      ['  Fair2027  ', 'FAIR2027'],
      [` ${'b'.repeat(32)} `, 'B'.repeat(32)],
    ];
    for (const [code, expected] of saved) expect(couponCreateSchema.parse(coupon({ code })).code, code).toBe(expected);
  });

  it('asks for a description of at most 200 characters, saved without the spaces around it', () => {
    const refused: Array<[unknown, string]> = [
      [undefined, 'Describe the coupon for shoppers.'],
      [42, 'Describe the coupon for shoppers.'],
      ['', 'Describe the coupon for shoppers.'],
      ['   ', 'Describe the coupon for shoppers.'],
      ['x'.repeat(201), 'The description has at most 200 characters.'],
    ];
    for (const [description, message] of refused) {
      expect(refusalsOf(couponCreateSchema.safeParse(coupon({ description }))), String(description)).toEqual([['description', message]]);
    }
    for (const [description, expected] of [
      ['x', 'x'],
      ['x'.repeat(200), 'x'.repeat(200)],
      [`  ${'x'.repeat(200)}  `, 'x'.repeat(200)],
      ['  Spring sale  ', 'Spring sale'],
    ]) {
      expect(couponCreateSchema.parse(coupon({ description })).description, description).toBe(expected);
    }
  });

  it('knows two kinds of coupon, percent and amount', () => {
    for (const kind of [undefined, '', 'free', 'PERCENT', 'Amount', 1]) {
      expect(refusalsOf(couponCreateSchema.safeParse(coupon({ kind }))), String(kind)).toEqual([['kind', 'kind must be percent or amount.']]);
    }
    expect(couponCreateSchema.parse(coupon()).kind).toBe('percent');
    expect(couponCreateSchema.parse(amountCoupon()).kind).toBe('amount');
  });

  it('takes a percentage of whole numbers from 1 to 100, typed as text', () => {
    const refused: Array<[unknown, Array<[string, string]>]> = [
      [undefined, [['percentOff', PERCENT_RULE]]],
      [null, [['percentOff', PERCENT_RULE]]],
      [15, [['percentOff', PERCENT_RULE]]],
      ['', [['percentOff', PERCENT_RULE]]],
      ['0', [['percentOff', PERCENT_RULE]]],
      ['101', [['percentOff', PERCENT_RULE]]],
      ['999', [['percentOff', PERCENT_RULE]]],
      ['x12', [['percentOff', PERCENT_RULE]]],
      ['12x', [['percentOff', PERCENT_RULE]]],
      ['1.5', [['percentOff', PERCENT_RULE]]],
      ['1 5', [['percentOff', PERCENT_RULE]]],
      // Four digits are refused by their form even when they make a percentage.
      ['0015', [['percentOff', PERCENT_RULE]]],
      // A number out of range is refused by its form, and then by its size too.
      [
        '1000',
        [
          ['percentOff', PERCENT_RULE],
          ['percentOff', PERCENT_RULE],
        ],
      ],
      [
        '-5',
        [
          ['percentOff', PERCENT_RULE],
          ['percentOff', PERCENT_RULE],
        ],
      ],
    ];
    for (const [percentOff, refusals] of refused) {
      expect(refusalsOf(couponCreateSchema.safeParse(coupon({ percentOff }))), String(percentOff)).toEqual(refusals);
    }
    const saved: Array<[string, number]> = [
      ['1', 1],
      ['15', 15],
      ['100', 100],
      ['  15  ', 15],
    ];
    for (const [percentOff, expected] of saved) expect(couponCreateSchema.parse(coupon({ percentOff })).percentOff, percentOff).toBe(expected);
  });

  it('takes a usage limit from 1 to 1,000,000, or none', () => {
    const refused: Array<[unknown, string]> = [
      [undefined, 'The usage limit must be a whole number, or empty for no limit.'],
      ['', 'The usage limit must be a whole number, or empty for no limit.'],
      ['10', 'The usage limit must be a whole number, or empty for no limit.'],
      [1.5, 'The usage limit must be a whole number, or empty for no limit.'],
      [Number.NaN, 'The usage limit must be a whole number, or empty for no limit.'],
      [0, 'The usage limit must be at least 1.'],
      [-3, 'The usage limit must be at least 1.'],
      [1_000_001, 'The usage limit can be at most 1000000.'],
    ];
    for (const [usageLimit, message] of refused) {
      expect(refusalsOf(couponCreateSchema.safeParse(coupon({ usageLimit }))), String(usageLimit)).toEqual([['usageLimit', message]]);
    }
    for (const usageLimit of [null, 1, 2, 500, 1_000_000]) expect(couponCreateSchema.parse(coupon({ usageLimit })).usageLimit).toBe(usageLimit);
  });

  it('takes active as true or false only', () => {
    for (const active of [undefined, null, 'true', 1, 0]) {
      expect(refusalsOf(couponCreateSchema.safeParse(coupon({ active }))), String(active)).toEqual([['active', 'active must be true or false.']]);
    }
    expect(couponCreateSchema.parse(coupon({ active: false })).active).toBe(false);
    expect(couponCreateSchema.parse(coupon({ active: true })).active).toBe(true);
  });
});

describe('coupon money', () => {
  const moneyFields = [
    ['amountOffUsd', 'The USD amount off'],
    ['amountOffCad', 'The CAD amount off'],
    ['minSubtotalUsd', 'The USD minimum'],
    ['minSubtotalCad', 'The CAD minimum'],
  ] as const;

  it('takes each amount as up to 6 digits and 2 decimals, as text', () => {
    const malformed = [undefined, null, 5, true, 'abc', '$5', '-1', '+5', '1,000', '1 000', '5.', '.5', '5.999', '5.990', '1e3', '1234567', '1234567.00'];
    for (const [field, label] of moneyFields) {
      for (const value of malformed) {
        expect(refusalsOf(couponCreateSchema.safeParse(amountCoupon({ [field]: value }))), `${field} ${String(value)}`).toEqual([
          [field, `${label} must be an amount like 5.00.`],
        ]);
      }
    }
  });

  it('refuses any amount above 10,000.00', () => {
    for (const [field, label] of moneyFields) {
      for (const value of ['10000.01', '10001', '999999.99']) {
        expect(refusalsOf(couponCreateSchema.safeParse(amountCoupon({ [field]: value }))), `${field} ${value}`).toEqual([[field, `${label} is too high.`]]);
      }
    }
  });

  it('saves each amount as integer cents, read without the spaces around it', () => {
    const cents: Array<[string, number]> = [
      ['10000', 1_000_000],
      ['10000.00', 1_000_000],
      ['9999.99', 999_999],
      ['000012.3', 1_230],
      ['0.29', 29],
      ['5', 500],
      ['6.5', 650],
      ['  7.25  ', 725],
    ];
    for (const [field] of moneyFields) {
      for (const [value, expected] of cents) expect(couponCreateSchema.parse(amountCoupon({ [field]: value }))[field], `${field} ${value}`).toBe(expected);
    }
  });

  it('saves an empty minimum as none, that is 0 cents', () => {
    for (const input of [coupon(), amountCoupon()]) {
      expect(couponCreateSchema.parse({ ...input, minSubtotalUsd: '', minSubtotalCad: '' })).toMatchObject({ minSubtotalUsd: 0, minSubtotalCad: 0 });
      expect(couponCreateSchema.parse({ ...input, minSubtotalUsd: '  ', minSubtotalCad: '0' })).toMatchObject({ minSubtotalUsd: 0, minSubtotalCad: 0 });
      expect(couponCreateSchema.parse({ ...input, minSubtotalUsd: '25', minSubtotalCad: '30.5' })).toMatchObject({
        minSubtotalUsd: 2500,
        minSubtotalCad: 3050,
      });
    }
  });
});

describe('coupon kinds', () => {
  it('refuses amounts off on a percent coupon, even zero, on the USD field', () => {
    const message = 'A percent coupon has no amounts off: leave them empty.';
    for (const amounts of [
      { amountOffUsd: '5' },
      { amountOffCad: '5' },
      { amountOffUsd: '0' },
      { amountOffCad: '0.00' },
      { amountOffUsd: '5', amountOffCad: '6' },
    ]) {
      expect(refusalsOf(couponCreateSchema.safeParse(coupon(amounts))), JSON.stringify(amounts)).toEqual([['amountOffUsd', message]]);
    }
    expect(couponCreateSchema.parse(coupon({ amountOffUsd: ' ', amountOffCad: '' }))).toMatchObject({ amountOffUsd: null, amountOffCad: null });
  });

  it('refuses a percentage on an amount coupon', () => {
    for (const percentOff of ['10', '0', '100']) {
      expect(refusalsOf(couponCreateSchema.safeParse(amountCoupon({ percentOff }))), percentOff).toEqual([
        ['percentOff', 'An amount coupon has no percentage: leave it empty.'],
      ]);
    }
    expect(couponCreateSchema.parse(amountCoupon({ percentOff: '  ' })).percentOff).toBeNull();
  });

  it('asks an amount coupon for an amount off above 0 in both currencies', () => {
    const usd: [string, string] = ['amountOffUsd', 'An amount coupon needs a USD amount off above 0.'];
    const cad: [string, string] = ['amountOffCad', 'An amount coupon needs a CAD amount off above 0.'];
    const refused: Array<[Record<string, unknown>, Array<[string, string]>]> = [
      [{ amountOffUsd: '' }, [usd]],
      [{ amountOffUsd: '0' }, [usd]],
      [{ amountOffUsd: '0.00' }, [usd]],
      [{ amountOffCad: '' }, [cad]],
      [{ amountOffCad: '0' }, [cad]],
      [{ amountOffUsd: '', amountOffCad: '' }, [usd, cad]],
    ];
    for (const [amounts, refusals] of refused) {
      expect(refusalsOf(couponCreateSchema.safeParse(amountCoupon(amounts))), JSON.stringify(amounts)).toEqual(refusals);
    }
    expect(couponCreateSchema.parse(amountCoupon({ amountOffUsd: '0.01', amountOffCad: '0.01' }))).toMatchObject({ amountOffUsd: 1, amountOffCad: 1 });
  });

  it('applies the same rules when a coupon is edited', () => {
    const edit = (overrides: Record<string, unknown>) => refusalsOf(couponEditSchema.safeParse({ ...coupon(overrides), code: undefined }));
    expect(edit({ percentOff: '0' })).toEqual([['percentOff', PERCENT_RULE]]);
    expect(edit({ amountOffCad: '5' })).toEqual([['amountOffUsd', 'A percent coupon has no amounts off: leave them empty.']]);
    expect(edit({ kind: 'amount', percentOff: '', amountOffUsd: '5' })).toEqual([['amountOffCad', 'An amount coupon needs a CAD amount off above 0.']]);
    expect(edit({ description: '' })).toEqual([['description', 'Describe the coupon for shoppers.']]);
    expect(edit({ startsAt: '2027-04-01T00:00:00Z', endsAt: '2027-04-01T00:00:00Z' })).toEqual([['endsAt', WINDOW_RULE]]);
  });
});

describe('coupon and promotion windows', () => {
  type ParseWindow = (window: Record<string, unknown>) => z.ZodSafeParseResult<{ startsAt: Date | null; endsAt: Date | null }>;
  const schemas: Array<[string, ParseWindow]> = [
    ['coupon', (window) => couponCreateSchema.safeParse(coupon(window))],
    ['promotion', (window) => promotionSchema.safeParse(promotion(window))],
  ];

  it('takes each end of the window as an ISO time with its offset, or empty', () => {
    const malformed = [undefined, null, 0, 'tomorrow', '2027-04-01', '2027-04-01T00:00:00', '2027-04-01 00:00:00Z', '2027-02-30T00:00:00Z', ' '];
    for (const [name, parse] of schemas) {
      for (const value of malformed) {
        expect(refusalsOf(parse({ startsAt: value })), `${name} start ${String(value)}`).toEqual([
          ['startsAt', 'The start must be a date and time, or empty.'],
        ]);
        expect(refusalsOf(parse({ endsAt: value })), `${name} end ${String(value)}`).toEqual([['endsAt', 'The end must be a date and time, or empty.']]);
      }
    }
  });

  it('says, under the window refusal, that a time was expected', () => {
    for (const [name, parse] of schemas) {
      const result = parse({ startsAt: 'tomorrow', endsAt: 'next week' });
      const tree = z.treeifyError(result.error!);
      expect(tree.properties?.startsAt?.errors, name).toContain('The start must be a date and time.');
      expect(tree.properties?.endsAt?.errors, name).toContain('The end must be a date and time.');
    }
  });

  it('reads times in any offset, and saves an empty end as none', () => {
    for (const [name, parse] of schemas) {
      const result = parse({ startsAt: '2027-04-01T09:30:00+02:00', endsAt: '2027-04-30T23:59:59.500Z' });
      expect(result.data, name).toMatchObject({ startsAt: new Date('2027-04-01T07:30:00Z'), endsAt: new Date('2027-04-30T23:59:59.500Z') });
      expect(parse({ startsAt: '', endsAt: '' }).data, name).toMatchObject({ startsAt: null, endsAt: null });
    }
  });

  it('needs the end strictly after the start, when both are given', () => {
    const refused = [
      ['2027-05-01T00:00:00Z', '2027-04-01T00:00:00Z'],
      ['2027-04-01T00:00:00Z', '2027-04-01T00:00:00Z'],
      ['2027-04-01T02:00:00+02:00', '2027-04-01T00:00:00Z'],
      ['2027-04-01T00:00:00.001Z', '2027-04-01T00:00:00Z'],
    ];
    const accepted = [
      ['2027-04-01T00:00:00Z', '2027-04-01T00:00:00.001Z'],
      ['2027-04-01T00:00:00Z', '2027-05-01T00:00:00Z'],
      ['2027-04-01T00:00:00Z', ''],
      ['', '2027-04-01T00:00:00Z'],
      ['', ''],
    ];
    for (const [name, parse] of schemas) {
      for (const [startsAt, endsAt] of refused)
        expect(refusalsOf(parse({ startsAt, endsAt })), `${name} ${startsAt} ${endsAt}`).toEqual([['endsAt', WINDOW_RULE]]);
      for (const [startsAt, endsAt] of accepted) expect(refusalsOf(parse({ startsAt, endsAt })), `${name} ${startsAt} ${endsAt}`).toEqual([]);
    }
  });
});

describe('what a coupon saves', () => {
  it('saves a percent coupon with its percentage and no amounts', () => {
    const input = coupon({
      code: ' spring15 ',
      description: ' 15% off for spring ',
      percentOff: ' 15 ',
      minSubtotalUsd: '25',
      minSubtotalCad: '30',
      startsAt: '2027-04-01T00:00:00Z',
      endsAt: '2027-05-01T00:00:00Z',
      usageLimit: 500,
      active: false,
    });
    const saved = {
      description: '15% off for spring',
      kind: 'percent',
      percentOff: 15,
      amountOffUsd: null,
      amountOffCad: null,
      minSubtotalUsd: 2500,
      minSubtotalCad: 3000,
      startsAt: new Date('2027-04-01T00:00:00Z'),
      endsAt: new Date('2027-05-01T00:00:00Z'),
      usageLimit: 500,
      active: false,
    };
    expect(couponCreateSchema.parse(input)).toStrictEqual({ code: 'SPRING15', ...saved });
    expect(couponEditSchema.parse(input)).toStrictEqual(saved);
  });

  it('saves an amount coupon with its amounts and no percentage', () => {
    const saved = {
      description: '15% off for spring',
      kind: 'amount',
      percentOff: null,
      amountOffUsd: 500,
      amountOffCad: 600,
      minSubtotalUsd: 0,
      minSubtotalCad: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      active: true,
    };
    expect(couponCreateSchema.parse(amountCoupon())).toStrictEqual({ code: 'SPRING15', ...saved });
    expect(couponEditSchema.parse(amountCoupon({ code: undefined }))).toStrictEqual(saved);
  });

  it('never changes a coupon code on edit: the edit has none', () => {
    expect(couponEditSchema.parse(coupon({ code: 'OTHER1' }))).not.toHaveProperty('code');
  });
});

describe('promotion fields', () => {
  it('asks for a label of at most 120 characters, saved without the spaces around it', () => {
    const refused: Array<[unknown, string]> = [
      [undefined, 'Name the promotion for shoppers.'],
      [7, 'Name the promotion for shoppers.'],
      ['', 'Name the promotion for shoppers.'],
      ['   ', 'Name the promotion for shoppers.'],
      ['x'.repeat(121), 'The label has at most 120 characters.'],
    ];
    for (const [label, message] of refused) expect(refusalsOf(promotionSchema.safeParse(promotion({ label }))), String(label)).toEqual([['label', message]]);
    for (const [label, expected] of [
      ['x', 'x'],
      ['x'.repeat(120), 'x'.repeat(120)],
      [`  ${'x'.repeat(120)}  `, 'x'.repeat(120)],
      ['  Two for one  ', 'Two for one'],
    ]) {
      expect(promotionSchema.parse(promotion({ label })).label, label).toBe(expected);
    }
  });

  it('asks for a format of at most 60 characters, saved without the spaces around it', () => {
    for (const format of [undefined, 3, '', '   ', 'x'.repeat(61)]) {
      expect(refusalsOf(promotionSchema.safeParse(promotion({ format }))), String(format)).toEqual([['format', 'Choose a format.']]);
    }
    for (const [format, expected] of [
      ['x', 'x'],
      ['x'.repeat(60), 'x'.repeat(60)],
      [`  ${'x'.repeat(60)}  `, 'x'.repeat(60)],
      [' Hardcover ', 'Hardcover'],
    ]) {
      expect(promotionSchema.parse(promotion({ format })).format, format).toBe(expected);
    }
  });

  it('takes a minimum quantity of whole numbers from 1 to 99', () => {
    for (const minQuantity of [undefined, null, '2', 1.5, Number.NaN, 0, -1, 100]) {
      expect(refusalsOf(promotionSchema.safeParse(promotion({ minQuantity }))), String(minQuantity)).toEqual([['minQuantity', MIN_QUANTITY_RULE]]);
    }
    for (const minQuantity of [1, 2, 99]) expect(promotionSchema.parse(promotion({ minQuantity })).minQuantity).toBe(minQuantity);
  });

  it('takes a percentage of whole numbers from 1 to 100, as a number', () => {
    for (const percentOff of [undefined, null, '10', 0.5, 10.5, 0, -10, 101]) {
      expect(refusalsOf(promotionSchema.safeParse(promotion({ percentOff }))), String(percentOff)).toEqual([['percentOff', PERCENT_RULE]]);
    }
    for (const percentOff of [1, 10, 100]) expect(promotionSchema.parse(promotion({ percentOff })).percentOff).toBe(percentOff);
  });

  it('takes active as true or false only', () => {
    for (const active of [undefined, 'false', 0]) {
      expect(refusalsOf(promotionSchema.safeParse(promotion({ active }))), String(active)).toEqual([['active', 'active must be true or false.']]);
    }
    expect(promotionSchema.parse(promotion({ active: false })).active).toBe(false);
  });

  it('saves what staff typed, trimmed, with its times', () => {
    expect(
      promotionSchema.parse(
        promotion({
          label: ' Buy 3 paperbacks ',
          format: ' Paperback ',
          minQuantity: 3,
          percentOff: 20,
          startsAt: '2027-06-01T00:00:00Z',
          endsAt: '2027-07-01T00:00:00Z',
          active: false,
        }),
      ),
    ).toStrictEqual({
      label: 'Buy 3 paperbacks',
      format: 'Paperback',
      minQuantity: 3,
      percentOff: 20,
      startsAt: new Date('2027-06-01T00:00:00Z'),
      endsAt: new Date('2027-07-01T00:00:00Z'),
      active: false,
    });
  });
});

describe('audit names and form values', () => {
  it('names switching off and on, and any other change an update, for coupons and promotions', () => {
    const cases: Array<[boolean, boolean, string]> = [
      [true, false, 'deactivate'],
      [false, true, 'reactivate'],
      [true, true, 'update'],
      [false, false, 'update'],
    ];
    for (const entity of ['coupon', 'promotion'] as const) {
      for (const [wasActive, isActive, action] of cases)
        expect(activationAction(entity, wasActive, isActive), `${entity} ${wasActive} ${isActive}`).toBe(`${entity}.${action}`);
    }
  });

  it('shows cents as an amount with two decimals, and none as empty', () => {
    const shown: Array<[number | null, string]> = [
      [null, ''],
      [0, '0.00'],
      [5, '0.05'],
      [500, '5.00'],
      [650, '6.50'],
      [1_000_000, '10000.00'],
    ];
    for (const [cents, text] of shown) expect(decimalInput(cents), String(cents)).toBe(text);
  });
});
