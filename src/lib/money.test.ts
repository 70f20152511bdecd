import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents, formatMoney, formatWholeMoney } from './money';

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
