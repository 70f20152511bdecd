import { BadRequestError } from '@/lib/errors';
import type { Currency } from '@/lib/money';

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

export interface SiteConfig {
  id: SiteId;
  locale: Locale;
  domain: Domain;
  /** Free-shipping threshold in minor units of the site's currency. */
  freeShipAmount: number;
  currency: Currency;
  countryCode: 'USA' | 'CAN';
  countryName: string;
  featuredOrganization: FeaturedOrganization;
}

export const SITES: Record<SiteId, SiteConfig> = {
  us: {
    id: 'us',
    locale: 'en-US',
    domain: '.com',
    freeShipAmount: 3500,
    currency: 'USD',
    countryCode: 'USA',
    countryName: 'United States',
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
    freeShipAmount: 5000,
    currency: 'CAD',
    countryCode: 'CAN',
    countryName: 'Canada',
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
export const DEFAULT_SITE: SiteId = 'us';

export function isSiteId(value: unknown): value is SiteId {
  return value === 'us' || value === 'ca';
}

/** The site a JSON API call names (`?site=` or a path segment); anything else is a 400 UNKNOWN_SITE. */
export function requireSiteId(value: unknown): SiteId {
  if (!isSiteId(value)) throw new BadRequestError('Unknown site: use us or ca.', 'UNKNOWN_SITE');
  return value;
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

/** DESIGN §4: the prefix wins, then the host's domain, then the NEXT_LOCALE cookie, then us. */
export function resolveSite(
  pathname: string,
  host: string | null | undefined,
  localeCookie: string | undefined,
  warn?: (message: string) => void,
): SiteResolution {
  const match = /^\/(us|ca)(?=\/|$)/.exec(pathname);
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
