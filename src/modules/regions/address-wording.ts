/**
 * The words of each country's addresses, apart from the lists of states and provinces: the site table carries them,
 * and every page carries the site table.
 */
export type Country = 'US' | 'CA';

/** How a country's addresses are named to the people who type them: labels, words in sentences, examples. */
export interface AddressWording {
  countryName: string;
  /** The label of the region field, e.g. `State`. */
  regionLabel: string;
  /** The region in a sentence, e.g. "Choose your state". */
  regionWord: string;
  /** What to choose in the region field, e.g. "Choose a province or territory". */
  regionChoice: string;
  regionExample: string;
  regionCodeExample: string;
  /** The label of the postal code field, e.g. `ZIP code`. */
  postalCodeLabel: string;
  /** The postal code in a sentence, e.g. "the city or the ZIP code". */
  postalCodeWord: string;
  postalCodeExample: string;
}

export const ADDRESS_WORDING: Record<Country, AddressWording> = {
  US: {
    countryName: 'United States',
    regionLabel: 'State',
    regionWord: 'state',
    regionChoice: 'state',
    regionExample: 'a US state, like NY or CA',
    regionCodeExample: 'a US state code, like NY or CA',
    postalCodeLabel: 'ZIP code',
    postalCodeWord: 'ZIP code',
    postalCodeExample: 'a ZIP code like 10001 or 10001-1234',
  },
  CA: {
    countryName: 'Canada',
    regionLabel: 'Province or territory',
    regionWord: 'province',
    regionChoice: 'province or territory',
    regionExample: 'a Canadian province or territory, like ON or BC',
    regionCodeExample: 'a Canadian province or territory code, like ON or BC',
    postalCodeLabel: 'Postal code',
    postalCodeWord: 'postal code',
    postalCodeExample: 'a postal code like K1A 0B1',
  },
};
