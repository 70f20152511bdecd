import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents, formatMoney, formatWholeMoney, savingsPercent } from './money';

describe('money at the edges', () => {
  it("turns cents into the JSON contract's decimals and back without drift", () => {
    expect(centsToDecimal(1999)).toBe(19.99);
    expect(centsToDecimal(5)).toBe(0.05);
    expect(centsToDecimal(-250)).toBe(-2.5);
    expect(decimalToCents(19.99)).toBe(1999);
    expect(decimalToCents(0.29)).toBe(29);
    expect(decimalToCents(1.005)).toBe(100);
  });

  it('shows amounts as each site writes them', () => {
    expect(formatMoney(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(formatMoney(1999, 'CAD', 'en-CA')).toBe('$19.99');
    expect(formatMoney(1999, 'CAD', 'en-US')).toBe('CA$19.99');
    expect(formatMoney(123450, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(-500, 'USD', 'en-US')).toBe('-$5.00');
  });

  it('shows whole amounts for labels, rounded to the nearest unit, beside exact ones in the same locale', () => {
    expect(formatWholeMoney(2500, 'USD', 'en-US')).toBe('$25');
    expect(formatWholeMoney(2549, 'USD', 'en-US')).toBe('$25');
    expect(formatWholeMoney(2550, 'CAD', 'en-US')).toBe('CA$26');
    // One formatter per kind: the exact one is not reused for whole amounts, nor the other way round.
    expect(formatMoney(2500, 'USD', 'en-US')).toBe('$25.00');
    expect(formatWholeMoney(2500, 'USD', 'en-US')).toBe('$25');
    expect(formatMoney(2500, 'USD', 'en-US')).toBe('$25.00');
  });
});

describe('savingsPercent', () => {
  it('is 100 minus actual over list times 100, rounded', () => {
    expect(savingsPercent(799, 999)).toBe(20);
    expect(savingsPercent(500, 1000)).toBe(50);
    expect(savingsPercent(1, 3)).toBe(67);
    expect(savingsPercent(999, 999)).toBe(0);
  });

  it('is 0 without a list price or when the actual price is higher', () => {
    expect(savingsPercent(500, 0)).toBe(0);
    expect(savingsPercent(1200, 1000)).toBe(0);
    expect(savingsPercent(1000, 999)).toBe(0);
  });

  it('is 100 for a free item, and 0 for prices that are not prices', () => {
    expect(savingsPercent(0, 1000)).toBe(100);
    expect(savingsPercent(-100, 1000)).toBe(0);
    expect(savingsPercent(0, -5)).toBe(0);
    expect(savingsPercent(Number.NaN, 1000)).toBe(0);
    expect(savingsPercent(500, Number.NaN)).toBe(0);
  });

  it('stays between 0 and 100', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (actual, list) => {
        const percent = savingsPercent(actual, list);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
