import { expect, it } from 'vitest';
import { staffMoney } from './staff-money';

it('writes Canadian amounts as CA$ and US amounts as $', () => {
  expect(staffMoney(1234, 'CAD')).toBe('CA$12.34');
  expect(staffMoney(1234, 'USD')).toBe('$12.34');
});
