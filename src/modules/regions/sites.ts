import type { Currency } from '@/lib/money';
import type { Country } from './address-wording';

export type SiteId = 'us' | 'ca';
export type Locale = 'en-US' | 'en-CA';
export type Domain = '.com' | '.ca';

export interface FeaturedOrganization {
  org_name: string;
  org_slug: string;
  rewardRates: { base: number; bookfair: number };
  logo: string;
  featuredOrgDescription: string;
}

/** Which table of regions a site's addresses and taxes use: the US states, or the Canadian provinces and territories. */
export type TaxRegionSet = 'us-states' | 'ca-provinces';

/**
 * Everything that differs between sites, so that modules look a site up instead of branching on its id: a third site
 * is one more entry here (its products carry prices in its currency, its tax region set has rates in checkout).
 */
export interface SiteConfig {
  id: SiteId;
  locale: Locale;
  domain: Domain;
  /** The shop's name on this site, e.g. in emails. */
  shopName: string;
  currency: Currency;
  /** The currency's symbol as shoppers of this site read it (`$`, `CA$`). */
  currencySymbol: string;
  /** ISO 3166-1 alpha-3, as the site's feeds name the country. */
  countryCode: 'USA' | 'CAN';
  /** ISO 3166-1 alpha-2 of the country the site ships to: addresses, orders, organizations and payments. */
  country: Country;
  countryName: string;
  /** The regions its addresses use and whose tax rates apply. */
  taxRegionSet: TaxRegionSet;
  /** Free-shipping threshold in minor units of the site's currency. */
  freeShipAmount: number;
  /** Standard shipping under the free-shipping threshold, in minor units of the site's currency. */
  standardShippingCents: number;
  featuredOrganization: FeaturedOrganization;
}

export const SITES: Record<SiteId, SiteConfig> = {
  us: {
    id: 'us',
    locale: 'en-US',
    domain: '.com',
    shopName: 'Book Fair Shop',
    currency: 'USD',
    currencySymbol: '$',
    countryCode: 'USA',
    country: 'US',
    countryName: 'United States',
    taxRegionSet: 'us-states',
    freeShipAmount: 3500,
    standardShippingCents: 599,
    featuredOrganization: {
      org_name: 'Maple Grove Elementary PTA',
      org_slug: 'maple-grove-elementary',
      rewardRates: { base: 0.05, bookfair: 0.05 },
      logo: '/orgs/maple-grove-elementary.svg',
      featuredOrgDescription:
        'Maple Grove Elementary in Springfield, Illinois, is building a new classroom library for every grade. Every order placed for them earns books for their shelves.',
    },
  },
  ca: {
    id: 'ca',
    locale: 'en-CA',
    domain: '.ca',
    shopName: 'Book Fair Shop Canada',
    currency: 'CAD',
    currencySymbol: 'CA$',
    countryCode: 'CAN',
    country: 'CA',
    countryName: 'Canada',
    taxRegionSet: 'ca-provinces',
    freeShipAmount: 5000,
    standardShippingCents: 799,
    featuredOrganization: {
      org_name: 'Lakeshore Public School Library',
      org_slug: 'lakeshore-public-school',
      rewardRates: { base: 0.05, bookfair: 0.05 },
      logo: '/orgs/lakeshore-public-school.svg',
      featuredOrgDescription:
        'Lakeshore Public School in Kingston, Ontario, is filling its library with French and English titles. Every order placed for them earns rewards for new books.',
    },
  },
};

export const SITE_IDS = Object.keys(SITES) as SiteId[];

/** The site that sells in a currency (the first of the table, should two share it): whose locale writes its amounts. */
export function siteOfCurrency(currency: Currency): SiteConfig {
  return Object.values(SITES).find((site) => site.currency === currency)!;
}
export const DEFAULT_SITE: SiteId = 'us';

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && Object.hasOwn(SITES, value);
}

export function siteFromLocale(locale: string | undefined, warn: (message: string) => void = console.warn): SiteId {
  if (locale === undefined || locale === '') return DEFAULT_SITE;
  const normalized = locale.toLowerCase();
  if (normalized === 'en-us' || normalized === 'us') return 'us';
  if (normalized === 'en-ca' || normalized === 'ca') return 'ca';
  warn(`Unknown locale "${locale}"; falling back to the default site (${SITES[DEFAULT_SITE].locale}).`);
  return DEFAULT_SITE;
}

export function siteFromHost(host: string | null | undefined): SiteId | undefined {
  if (!host) return undefined;
  const hostname = host.split(':')[0]?.toLowerCase() ?? '';
  if (hostname.endsWith('.ca')) return 'ca';
  if (hostname.endsWith('.com')) return 'us';
  return undefined;
}

export interface SiteResolution {
  site: SiteId;
  /** The path inside the site, without its prefix (always starts with '/'). */
  path: string;
  source: 'prefix' | 'host' | 'cookie' | 'default';
}

/** A site's prefix at the start of a path: `/us` or `/ca`, followed by `/` or nothing. */
const SITE_PREFIX = /^\/(us|ca)(?=\/|$)/;

/** DESIGN §4: the prefix wins, then the host's domain, then the NEXT_LOCALE cookie, then us. */
export function resolveSite(
  pathname: string,
  host: string | null | undefined,
  localeCookie: string | undefined,
  warn?: (message: string) => void,
): SiteResolution {
  const match = SITE_PREFIX.exec(pathname);
  if (match) {
    return { site: match[1] as SiteId, path: pathname.slice(match[0].length) || '/', source: 'prefix' };
  }
  const fromHost = siteFromHost(host);
  if (fromHost) return { site: fromHost, path: pathname, source: 'host' };
  if (localeCookie) return { site: siteFromLocale(localeCookie, warn), path: pathname, source: 'cookie' };
  return { site: DEFAULT_SITE, path: pathname, source: 'default' };
}

/** The public URL path of a page on a site: the US site lives at the root, Canada under /ca. */
export function sitePath(site: SiteId, path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (site === 'us') return normalized;
  return normalized === '/' ? '/ca' : `/ca${normalized}`;
}

export function otherSite(site: SiteId): SiteId {
  return site === 'us' ? 'ca' : 'us';
}

/** The same page on another site: strips the current prefix, adds the target's, keeps the query. */
export function switchSitePath(pathname: string, search: string, target: SiteId): string {
  const { path } = resolveSite(pathname, undefined, undefined);
  return sitePath(target, path) + search;
}

/** The parts of a page's address the site switch reads (the browser's `window.location` has them). */
export interface PageAddress {
  protocol: string;
  host: string;
  pathname: string;
  search: string;
}

/**
 * The same page on another site (spec §1: us on `.com`, ca on `.ca`). On a host of one of the sites' domains
 * (`shop.example.ca`), the other site is the same name on the other domain (`shop.example.com`), same port, same path
 * without any prefix, same query. On any other host (localhost, an address) both sites share it by prefix, as
 * `switchSitePath` says: `/ca/…` and `/…`.
 */
export function switchSiteUrl(page: PageAddress, target: SiteId): string {
  const hostSite = siteFromHost(page.host);
  if (!hostSite) return switchSitePath(page.pathname, page.search, target);
  const { path } = resolveSite(page.pathname, undefined, undefined);
  const [hostname = '', port] = page.host.toLowerCase().split(':');
  if (hostSite === target) return `${path}${page.search}`;
  const otherHost = `${hostname.slice(0, -SITES[hostSite].domain.length)}${SITES[target].domain}${port ? `:${port}` : ''}`;
  return `${page.protocol}//${otherHost}${path}${page.search}`;
}

/**
 * One of the shop's own pages (the sign-in page of a 401, the challenge page) on the site of the page at
 * `currentPathname`: under that page's prefix when it has one (`/ca/cart` → `/ca/login`), else as it is, for the host's
 * domain or the NEXT_LOCALE cookie to place (DESIGN §4).
 */
export function pathOnSiteOf(currentPathname: string, path: string): string {
  const prefix = SITE_PREFIX.exec(currentPathname)?.[0];
  return prefix ? `${prefix}${path}` : path;
}
