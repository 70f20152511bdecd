import { describe, expect, it } from 'vitest';
import { addressSchema, normalizePostalCode, postalCodeProblem } from './address';

const base = { fullName: 'Pat Reader', line1: '1 King St', city: 'Toronto', region: 'ON', postalCode: 'm5h2n2' };

describe('shipping addresses', () => {
  it('writes postal codes the post office way', () => {
    expect(normalizePostalCode('CA', 'm5h2n2')).toBe('M5H 2N2');
    expect(normalizePostalCode('US', ' 10001-2345 ')).toBe('10001-2345');
    expect(normalizePostalCode('US', '1000')).toBeNull();
    expect(normalizePostalCode('CA', 'D5H 2N2')).toBeNull();
  });

  it('checks that a Canadian postal code belongs to the province', () => {
    expect(postalCodeProblem('CA', 'ON', 'M5H 2N2')).toBeNull();
    expect(postalCodeProblem('CA', 'BC', 'M5H 2N2')).toBe('That postal code is not in British Columbia.');
    expect(postalCodeProblem('US', 'NY', 'ABCDE')).toMatch(/ZIP code/);
  });

  it("accepts a complete address for the site's country, normalized, and refuses the other country's regions", () => {
    expect(addressSchema('CA').parse(base)).toEqual({ ...base, postalCode: 'M5H 2N2', line2: '', phone: '', country: 'CA' });
    const wrongCountry = addressSchema('US').safeParse(base);
    expect(wrongCountry.success).toBe(false);
    expect(wrongCountry.error?.issues.map((issue) => issue.path.join('.'))).toContain('region');
    const missing = addressSchema('CA').safeParse({ ...base, city: ' ', postalCode: 'V6B 1A1' });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['city', 'Enter the city.'],
      ['postalCode', 'That postal code is not in Ontario.'],
    ]);
  });
});
