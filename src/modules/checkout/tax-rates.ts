/**
 * THE tax table of the shop: every rate it charges, in one place. Rates are per 100,000 (7250 = 7.25%) so they stay
 * integers. Reviewed 2026-11; a rate change is a one-line edit here plus the test that pins it.
 *
 * Tax classes come from the catalogue's `tax_code`: BOOK (printed books) and GENERAL (toys, games, gifts). eCards are
 * not taxed (NONE); tax is due when a gift card is spent, not when it is bought. Shipping is not taxed.
 *
 * United States: each state's base (state-wide) sales tax rate on tangible goods. Local add-on rates are not charged
 * (a tax service would replace this table for them). States without sales tax charge nothing.
 *
 * Canada: GST 5% everywhere; HST in the participating provinces; PST/RST/QST where provinces levy their own.
 * Printed books pay only the 5% federal part: the provincial part of HST is rebated at the point of sale for printed
 * books (ON, NB, NS, NL, PE), and BC, SK and MB exempt books from PST/RST, Quebec zero-rates them for QST.
 */
import type { TaxRegionSet } from '@/modules/regions';

export type TaxClass = 'BOOK' | 'GENERAL' | 'NONE';

export interface TaxComponent {
  /** As shown on the order, e.g. GST, HST, PST, QST, Sales tax. */
  name: string;
  /** Per 100,000, by tax class. */
  rates: Record<Exclude<TaxClass, 'NONE'>, number>;
}

const same = (name: string, rate: number): TaxComponent => ({ name, rates: { BOOK: rate, GENERAL: rate } });

const US_STATE_RATES: Record<string, number> = {
  AL: 4000,
  AK: 0,
  AZ: 5600,
  AR: 6500,
  CA: 7250,
  CO: 2900,
  CT: 6350,
  DE: 0,
  DC: 6000,
  FL: 6000,
  GA: 4000,
  HI: 4000,
  ID: 6000,
  IL: 6250,
  IN: 7000,
  IA: 6000,
  KS: 6500,
  KY: 6000,
  LA: 5000,
  ME: 5500,
  MD: 6000,
  MA: 6250,
  MI: 6000,
  MN: 6875,
  MS: 7000,
  MO: 4225,
  MT: 0,
  NE: 5500,
  NV: 6850,
  NH: 0,
  NJ: 6625,
  NM: 4875,
  NY: 4000,
  NC: 4750,
  ND: 5000,
  OH: 5750,
  OK: 4500,
  OR: 0,
  PA: 6000,
  RI: 7000,
  SC: 6000,
  SD: 4200,
  TN: 7000,
  TX: 6250,
  UT: 6100,
  VT: 6000,
  VA: 5300,
  WA: 6500,
  WV: 6000,
  WI: 5000,
  WY: 4000,
};

const GST = same('GST', 5000);
const hst = (rate: number): TaxComponent => ({ name: 'HST', rates: { BOOK: 5000, GENERAL: rate } });
const provincial = (name: string, rate: number): TaxComponent => ({ name, rates: { BOOK: 0, GENERAL: rate } });

const CA_PROVINCE_TAXES: Record<string, TaxComponent[]> = {
  AB: [GST],
  NT: [GST],
  NU: [GST],
  YT: [GST],
  ON: [hst(13000)],
  NB: [hst(15000)],
  NL: [hst(15000)],
  PE: [hst(15000)],
  NS: [hst(14000)],
  BC: [GST, provincial('PST', 7000)],
  SK: [GST, provincial('PST', 6000)],
  MB: [GST, provincial('RST', 7000)],
  QC: [GST, provincial('QST', 9975)],
};

const TAXES_BY_REGION: Record<TaxRegionSet, (region: string) => TaxComponent[]> = {
  'us-states': (state) => {
    const rate = US_STATE_RATES[state];
    return rate ? [same('Sales tax', rate)] : [];
  },
  'ca-provinces': (province) => CA_PROVINCE_TAXES[province] ?? [],
};

/** The taxes charged on goods shipped to this region of a site's region set (a state, a province); empty where there are none. */
export function taxComponentsFor(regionSet: TaxRegionSet, region: string): TaxComponent[] {
  return TAXES_BY_REGION[regionSet](region);
}

/** `7.25%`, `9.975%`: a rate as people read it. */
export function formatRate(ratePer100k: number): string {
  return `${Number((ratePer100k / 1000).toFixed(3))}%`;
}

/** The catalogue's tax code as a tax class: anything but BOOK is taxed as general merchandise. */
export function taxClassOf(taxCode: string): Exclude<TaxClass, 'NONE'> {
  return taxCode === 'BOOK' ? 'BOOK' : 'GENERAL';
}
