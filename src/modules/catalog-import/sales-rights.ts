import type { SiteId } from '@/modules/regions';

/** One ONIX SalesRights composite: its SalesRightsType (code list 46) and its Territory. */
export interface SalesRight {
  type: string;
  countriesIncluded: string[];
  regionsIncluded: string[];
  countriesExcluded: string[];
  regionsExcluded: string[];
}

const SITE_COUNTRIES: Array<[SiteId, string]> = [
  ['us', 'US'],
  ['ca', 'CA'],
];
/** 01/02 for sale with exclusive / non-exclusive rights (07/08 are their deprecated twins). */
const FOR_SALE = new Set(['01', '02', '07', '08']);
/** 03–06: not for sale (whoever holds the rights there). */
const NOT_FOR_SALE = new Set(['03', '04', '05', '06']);

/**
 * Whether a territory covers a whole country. A region of the country left out (RegionsExcluded "CA-QC") means the
 * shop could not sell across the country, so the country is not covered.
 */
function covers(right: SalesRight, country: string): boolean {
  if (right.regionsExcluded.some((region) => region.startsWith(`${country}-`))) return false;
  if (right.countriesIncluded.includes(country)) return true;
  return right.regionsIncluded.includes('WORLD') && !right.countriesExcluded.includes(country);
}

/**
 * The sites a book may be sold on: a country's site when a for-sale right covers the country and no not-for-sale right
 * does; a country no composite mentions follows ROWSalesRightsType ("rest of world") when the feed gives one. No rights
 * stated means no site: the shop never sells without rights.
 */
export function salesRightsSites(rights: readonly SalesRight[], restOfWorldType: string | null): SiteId[] {
  return SITE_COUNTRIES.filter(([, country]) => {
    const mentioning = rights.filter((right) => covers(right, country));
    if (mentioning.some((right) => NOT_FOR_SALE.has(right.type))) return false;
    if (mentioning.some((right) => FOR_SALE.has(right.type))) return true;
    return mentioning.length === 0 && restOfWorldType !== null && FOR_SALE.has(restOfWorldType);
  }).map(([site]) => site);
}

/** ONIX lists countries and regions as space-separated codes. */
export function codeList(text: string | null): string[] {
  return (text ?? '').trim().toUpperCase().split(/\s+/).filter(Boolean);
}
