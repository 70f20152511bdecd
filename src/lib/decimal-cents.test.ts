import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimalCents } from './decimal-cents';

const cents = (text: string) => {
  const result = parseDecimalCents(text);
  return result.ok ? result.cents : result.reason;
};

describe('decimal amounts to cents', () => {
  it('reads the amounts feeds write', () => {
    expect(cents('12.99')).toBe(1299);
    expect(cents('12.9')).toBe(1290);
    expect(cents('12')).toBe(1200);
    expect(cents('12.')).toBe(1200);
    expect(cents(' 7.50 ')).toBe(750);
    expect(cents('0.05')).toBe(5);
    expect(cents('007.10')).toBe(710);
    expect(cents('12.990')).toBe(1299);
    expect(cents('0000000000012.50')).toBe(1250);
  });

  it('refuses what an integer price column cannot hold, however many digits it has', () => {
    expect(cents('21474836.47')).toBe(2_147_483_647);
    expect(cents('21474836.48')).toBe('"21474836.48" is too large');
    expect(cents('100000000')).toBe('"100000000" is too large');
    expect(cents('9'.repeat(400))).toBe(`"${'9'.repeat(400)}" is too large`);
  });

  it('has none of binary floating point drift', () => {
    // In floating point 0.29 * 100 is 28.999999999999996, 0.57 * 100 is 56.99999999999999 and 1.1 * 100 is 110.00000000000001.
    expect(cents('0.29')).toBe(29);
    expect(cents('0.57')).toBe(57);
    expect(cents('1.10')).toBe(110);
    expect(cents('4.35')).toBe(435);
    expect(cents('1234567.89')).toBe(123456789);
  });

  it('refuses what it would have to guess', () => {
    expect(cents('12.995')).toMatch(/fraction of a cent/);
    expect(cents('1,299.00')).toMatch(/not a decimal amount/);
    expect(cents('12,99')).toMatch(/not a decimal amount/);
    expect(cents('-5.00')).toMatch(/not a decimal amount/);
    expect(cents('1e3')).toMatch(/not a decimal amount/);
    expect(cents('.99')).toMatch(/not a decimal amount/);
    expect(cents('')).toMatch(/not a decimal amount/);
    expect(cents('$5')).toMatch(/not a decimal amount/);
    expect(cents('99999999999')).toMatch(/too large/);
    expect(cents('21474836.48')).toMatch(/too large/);
    expect(cents('21474836.47')).toBe(2_147_483_647);
  });

  it('gives back exactly the cents it was written from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (value) => {
        const text = `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
        expect(cents(text)).toBe(value);
      }),
    );
  });
});
