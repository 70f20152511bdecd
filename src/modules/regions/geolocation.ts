/**
 * Spec §2 Country dialog and §4 Geolocation prompt (pure): which country a request comes from, which site serves it,
 * and what the dialog says.
 */
import { SITES, switchSiteUrl, type SiteId } from './sites';

/** Accepting or dismissing the dialog sets it, for the 30 days of spec §9 (src/lib/cookies.ts holds every lifetime). */
export const GEOLOCATION_COOKIE = 'geolocationNotification';

/** The shop's name in the dialog's actions: 'Shop Bookfair Canada', 'Proceed to Bookfair USA'. */
export const PRODUCT_NAME = 'Bookfair';

/** Country headers set by CDNs in front of the shop, most specific first; each holds an ISO 3166 alpha-2 code. */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country'] as const;

const ALPHA2 = /^[A-Z]{2}$/;

/** An ISO alpha-2 country code, upper case, or null for anything else (Cloudflare's XX and T1 mean unknown and Tor). */
export function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return ALPHA2.test(code) && code !== 'XX' ? code : null;
}

/** The country a CDN says the request comes from, or null when none says. */
export function countryFromHeaders(header: (name: string) => string | null): string | null {
  for (const name of COUNTRY_HEADERS) {
    const code = countryCode(header(name));
    if (code) return code;
  }
  return null;
}

/** The site that serves a country: Canada and the United States have one each; other countries get no prompt. */
export function siteOfCountry(code: string | null): SiteId | null {
  if (code === 'CA') return 'ca';
  if (code === 'US') return 'us';
  return null;
}

export interface CountryDialogInputs {
  open: boolean;
  countryCode: 'CAN' | 'USA';
  countryName: string;
  /** Where the other country's site is, as shown: host and path. */
  path: string;
  currency: string;
}

/** The other site's home as the dialog names it: `shop.example.com` from `shop.example.ca`, `localhost:3000/ca` on a shared host. */
function siteAddressShown(host: string, site: SiteId): string {
  const home = switchSiteUrl({ protocol: 'https:', host, pathname: '/', search: '' }, site);
  return (home.startsWith('/') ? `${host}${home}` : home.slice('https://'.length)).replace(/\/$/, '');
}

/** The dialog's inputs (spec §2) for a visitor on `current` whose country's site is `detected`; null when they match. */
export function countryDialogInputs(detected: SiteId | null, current: SiteId, host: string): CountryDialogInputs | null {
  if (!detected || detected === current) return null;
  const target = SITES[detected];
  return {
    open: true,
    countryCode: target.countryCode,
    countryName: target.countryName,
    path: siteAddressShown(host, detected),
    currency: target.currency,
  };
}

/** The texts of the dialog (spec §2): heading, the line, and the two actions. */
export function countryDialogTexts(inputs: CountryDialogInputs) {
  const place = inputs.countryCode === 'USA' ? `the ${inputs.countryName}` : inputs.countryName;
  return {
    flag: inputs.countryCode === 'CAN' ? '/ca.svg' : '/us.svg',
    heading: `Looks like you're in ${place}`,
    line: `Visit our ${inputs.countryName} site at ${inputs.path} to shop in ${inputs.currency}.`,
    accept: `Shop ${PRODUCT_NAME} ${inputs.countryName}`,
    dismiss: `Proceed to ${PRODUCT_NAME} ${inputs.countryCode === 'CAN' ? 'USA' : 'CA'}`,
  };
}
