import { describe, expect, it } from 'vitest';
import { instantFromLocalInput, localInputValue, shopDateTime, SHOP_TIME_ZONES } from './shop-time';

const NEW_YORK = SHOP_TIME_ZONES.us;

describe('shop time', () => {
  it('reads a field on the shop clock, in winter and in summer', () => {
    expect(instantFromLocalInput('2026-11-25T09:00', NEW_YORK)).toBe('2026-11-25T14:00:00.000Z');
    expect(instantFromLocalInput('2026-07-01T09:00', SHOP_TIME_ZONES.ca)).toBe('2026-07-01T13:00:00.000Z');
    expect(instantFromLocalInput('  ', NEW_YORK)).toBe('');
  });

  it('fills a field with the shop clock, and the two agree', () => {
    expect(localInputValue('2026-11-25T14:00:00Z', NEW_YORK)).toBe('2026-11-25T09:00');
    expect(localInputValue(null, NEW_YORK)).toBe('');
    for (const value of ['2026-03-08T01:30', '2026-03-08T03:30', '2026-11-01T00:30', '2026-11-01T03:00'])
      expect(localInputValue(instantFromLocalInput(value, NEW_YORK), NEW_YORK)).toBe(value);
  });

  it('takes the first of a repeated hour when clocks go back', () => {
    expect(instantFromLocalInput('2026-11-01T01:30', NEW_YORK)).toBe('2026-11-01T05:30:00.000Z');
  });

  it('shows an instant with its zone', () => {
    expect(shopDateTime('2026-11-25T14:00:00Z', NEW_YORK)).toBe('2026-11-25 09:00 EST');
    expect(shopDateTime('2026-07-01T13:00:00Z', SHOP_TIME_ZONES.ca)).toBe('2026-07-01 09:00 EDT');
  });
});
