/**
 * Addresses of the two countries (pure, no zod, no top-level effects, so a page importing the regions index without
 * them does not carry them): states and provinces, and postal codes checked per country.
 */

import type { Country } from './address-wording';

export { ADDRESS_WORDING, type AddressWording, type Country } from './address-wording';

export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export const CA_PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

export const REGIONS: Record<Country, Record<string, string>> = { US: US_STATES, CA: CA_PROVINCES };

/** The first letter of Canadian postal codes in each province (Canada Post's forward sortation areas). */
const CA_POSTAL_FIRST_LETTERS: Record<string, string> = {
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NT: 'X',
  NU: 'X',
  YT: 'Y',
};

const US_ZIP = /^(\d{5})(?:-(\d{4}))?$/;
const CA_POSTAL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\s?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

/** The postal code written the post office's way (`12345`, `12345-6789`, `K1A 0B1`), or null when it is not valid. */
export function normalizePostalCode(country: Country, value: string): string | null {
  const compact = value.trim().toUpperCase();
  if (country === 'US') {
    const match = US_ZIP.exec(compact);
    return match ? (match[2] ? `${match[1]}-${match[2]}` : match[1]!) : null;
  }
  const match = CA_POSTAL.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}

/** Why a postal code does not fit the country and region, for the shopper; null when it does. */
export function postalCodeProblem(country: Country, region: string, value: string): string | null {
  const normalized = normalizePostalCode(country, value);
  if (!normalized) return country === 'US' ? 'Enter a 5-digit ZIP code, like 10001 or 10001-2345.' : 'Enter a postal code like K1A 0B1.';
  if (country === 'CA') {
    const letters = CA_POSTAL_FIRST_LETTERS[region];
    if (letters && !letters.includes(normalized[0]!)) return `That postal code is not in ${CA_PROVINCES[region] ?? region}.`;
  }
  return null;
}
