import { describe, expect, it } from 'vitest';
import { CA_PROVINCES, US_STATES } from '@/modules/regions/addresses';
import { formatRate, taxClassOf, taxComponentsFor } from './tax-rates';

describe('the tax table', () => {
  it('has a rate for every state and province we ship to', () => {
    for (const state of Object.keys(US_STATES)) expect(() => taxComponentsFor('US', state)).not.toThrow();
    for (const province of Object.keys(CA_PROVINCES)) expect(taxComponentsFor('CA', province).length).toBeGreaterThan(0);
  });

  it('pins the rates it charges (a change here is a decision, not an accident)', () => {
    expect(taxComponentsFor('US', 'NY')).toEqual([{ name: 'Sales tax', rates: { BOOK: 4000, GENERAL: 4000 } }]);
    expect(taxComponentsFor('US', 'CA')).toEqual([{ name: 'Sales tax', rates: { BOOK: 7250, GENERAL: 7250 } }]);
    expect(taxComponentsFor('US', 'OR')).toEqual([]);
    expect(taxComponentsFor('CA', 'ON')).toEqual([{ name: 'HST', rates: { BOOK: 5000, GENERAL: 13000 } }]);
    expect(taxComponentsFor('CA', 'NS')).toEqual([{ name: 'HST', rates: { BOOK: 5000, GENERAL: 14000 } }]);
    expect(taxComponentsFor('CA', 'QC')).toEqual([
      { name: 'GST', rates: { BOOK: 5000, GENERAL: 5000 } },
      { name: 'QST', rates: { BOOK: 0, GENERAL: 9975 } },
    ]);
    expect(taxComponentsFor('CA', 'AB')).toEqual([{ name: 'GST', rates: { BOOK: 5000, GENERAL: 5000 } }]);
  });

  it('charges printed books only the federal 5% anywhere in Canada', () => {
    for (const province of Object.keys(CA_PROVINCES)) {
      expect(taxComponentsFor('CA', province).reduce((sum, component) => sum + component.rates.BOOK, 0), province).toBe(5000);
    }
  });

  it('reads rates and tax codes as people do', () => {
    expect(formatRate(9975)).toBe('9.975%');
    expect(formatRate(13000)).toBe('13%');
    expect(formatRate(6875)).toBe('6.875%');
    expect(taxClassOf('BOOK')).toBe('BOOK');
    expect(taxClassOf('GENERAL')).toBe('GENERAL');
    expect(taxClassOf('ANYTHING')).toBe('GENERAL');
  });
});
