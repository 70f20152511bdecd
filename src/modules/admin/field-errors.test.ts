import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, formSummary } from './field-errors';

const FIELDS = ['code', 'percentOff', 'startsAt', 'endsAt'] as const;

describe('fieldErrorsOf', () => {
  it("gives each of the form's fields its own message, in words", () => {
    const errors = fieldErrorsOf('code: Codes have 3 to 32 letters and digits.; percentOff: Enter a percentage from 1 to 100.', FIELDS);
    expect(errors.byField).toEqual({ code: 'Codes have 3 to 32 letters and digits.', percentOff: 'Enter a percentage from 1 to 100.' });
    expect(errors.general).toEqual([]);
    expect(formSummary(errors)).toBe('Please correct the fields marked below.');
  });

  it('reads a nested path as its first field and joins two messages of one field', () => {
    const errors = fieldErrorsOf('endsAt.value: Not a date.; endsAt: Ends after it starts.', FIELDS);
    expect(errors.byField).toEqual({ endsAt: 'Not a date. Ends after it starts.' });
  });

  it('keeps messages about no field of the form, or about the whole form, for the form', () => {
    const errors = fieldErrorsOf('kind: Choose percentage or amount.; A coupon with that code exists.', FIELDS);
    expect(errors.byField).toEqual({});
    expect(errors.general).toEqual(['kind: Choose percentage or amount.', 'A coupon with that code exists.']);
    expect(formSummary(errors)).toBe('kind: Choose percentage or amount. A coupon with that code exists.');
  });

  it('says a single field once', () => {
    expect(formSummary(fieldErrorsOf('startsAt: Enter a date.', FIELDS))).toBe('Please correct the field marked below.');
  });
});
