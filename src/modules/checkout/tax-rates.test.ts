import { describe, expect, it } from 'vitest';
import { CA_PROVINCES, US_STATES } from '@/modules/regions/addresses';
import { formatRate, taxClassOf, taxComponentsFor } from './tax-rates';

/**
 * Every rate the shop charges, written out again here on purpose, so a change to the table in `tax-rates.ts` is a
 * decision made twice, never an accident. Percent, as the sources print them.
 *
 * United States, the state-wide base rate on tangible goods (no local add-ons): Tax Foundation, "State and Local Sales
 * Tax Rates, 2025", column "State Tax Rate", with the changes its states' revenue departments announced since
 * (Louisiana 5% from 2025-01-01). Utah and Virginia include the part every locality levies (4.85% + 1.25%; 4.3% + 1%),
 * as their revenue departments quote the minimum rate. The District of Columbia's FY2026 Budget Support Act kept 6%
 * through 2026-09-30 (KPMG, "This Week in State Tax", 2025-12-15); its scheduled rise after that must be confirmed
 * from the Office of Tax and Revenue's notice before it is charged.
 *
 * Canada: Canada Revenue Agency, "GST/HST rates" (canada.ca; Nova Scotia's HST 14% from 2025-04-01), and the
 * provinces' own pages for PST (BC 7%, SK 6%), RST (MB 7%) and QST (Revenu Québec, 9.975%). Printed books: the
 * provincial part of HST is rebated at the point of sale (CRA, "Point-of-sale rebate on printed books"), BC, SK and
 * MB exempt books from PST/RST, and Revenu Québec zero-rates printed books for QST.
 */
const US_BASE_RATE_PERCENT: Record<string, number> = {
  AL: 4,
  AK: 0,
  AZ: 5.6,
  AR: 6.5,
  CA: 7.25,
  CO: 2.9,
  CT: 6.35,
  DE: 0,
  DC: 6,
  FL: 6,
  GA: 4,
  HI: 4,
  ID: 6,
  IL: 6.25,
  IN: 7,
  IA: 6,
  KS: 6.5,
  KY: 6,
  LA: 5,
  ME: 5.5,
  MD: 6,
  MA: 6.25,
  MI: 6,
  MN: 6.875,
  MS: 7,
  MO: 4.225,
  MT: 0,
  NE: 5.5,
  NV: 6.85,
  NH: 0,
  NJ: 6.625,
  NM: 4.875,
  NY: 4,
  NC: 4.75,
  ND: 5,
  OH: 5.75,
  OK: 4.5,
  OR: 0,
  PA: 6,
  RI: 7,
  SC: 6,
  SD: 4.2,
  TN: 7,
  TX: 6.25,
  UT: 6.1,
  VT: 6,
  VA: 5.3,
  WA: 6.5,
  WV: 6,
  WI: 5,
  WY: 4,
};

/** Each province's taxes as they appear on an order: [name, % on printed books, % on everything else]. */
const CA_TAXES: Record<string, Array<[string, number, number]>> = {
  AB: [['GST', 5, 5]],
  NT: [['GST', 5, 5]],
  NU: [['GST', 5, 5]],
  YT: [['GST', 5, 5]],
  ON: [['HST', 5, 13]],
  NB: [['HST', 5, 15]],
  NL: [['HST', 5, 15]],
  NS: [['HST', 5, 14]],
  PE: [['HST', 5, 15]],
  BC: [
    ['GST', 5, 5],
    ['PST', 0, 7],
  ],
  SK: [
    ['GST', 5, 5],
    ['PST', 0, 6],
  ],
  MB: [
    ['GST', 5, 5],
    ['RST', 0, 7],
  ],
  QC: [
    ['GST', 5, 5],
    ['QST', 0, 9.975],
  ],
};

const per100k = (percent: number) => Math.round(percent * 1000);

describe('the tax table', () => {
  it('covers exactly the states and provinces we ship to', () => {
    expect(Object.keys(US_BASE_RATE_PERCENT).sort()).toEqual(Object.keys(US_STATES).sort());
    expect(Object.keys(CA_TAXES).sort()).toEqual(Object.keys(CA_PROVINCES).sort());
  });

  it.each(Object.entries(US_BASE_RATE_PERCENT))('charges %s its state-wide rate (%s percent) on books and merchandise alike', (state, percent) => {
    expect(taxComponentsFor('us-states', state)).toEqual(
      percent === 0 ? [] : [{ name: 'Sales tax', rates: { BOOK: per100k(percent), GENERAL: per100k(percent) } }],
    );
  });

  it.each(Object.entries(CA_TAXES))('charges %s its federal and provincial taxes', (province, taxes) => {
    expect(taxComponentsFor('ca-provinces', province)).toEqual(
      taxes.map(([name, book, general]) => ({ name, rates: { BOOK: per100k(book), GENERAL: per100k(general) } })),
    );
  });

  it('charges printed books only the federal 5% anywhere in Canada', () => {
    for (const province of Object.keys(CA_PROVINCES)) {
      expect(
        taxComponentsFor('ca-provinces', province).reduce((sum, component) => sum + component.rates.BOOK, 0),
        province,
      ).toBe(5000);
    }
  });

  it('charges nothing for a region it does not know, in either country', () => {
    expect(taxComponentsFor('us-states', 'ZZ')).toEqual([]);
    expect(taxComponentsFor('us-states', 'ON')).toEqual([]);
    expect(taxComponentsFor('ca-provinces', 'NY')).toEqual([]);
    expect(taxComponentsFor('ca-provinces', '')).toEqual([]);
  });

  it('reads rates and tax codes as people do', () => {
    expect(formatRate(9975)).toBe('9.975%');
    expect(formatRate(13000)).toBe('13%');
    expect(formatRate(6875)).toBe('6.875%');
    expect(formatRate(4225)).toBe('4.225%');
    expect(formatRate(5600)).toBe('5.6%');
    expect(formatRate(0)).toBe('0%');
    expect(taxClassOf('BOOK')).toBe('BOOK');
    expect(taxClassOf('GENERAL')).toBe('GENERAL');
    expect(taxClassOf('ANYTHING')).toBe('GENERAL');
    expect(taxClassOf('book')).toBe('GENERAL');
  });
});
