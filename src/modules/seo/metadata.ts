import type { Metadata } from 'next';
import { DEFAULT_SITE, isSiteId, SITE_IDS, siteAlternates, SITES, type SiteId } from '@/modules/regions';

export const SHOP_NAME = 'Bookfair Shop';

/** Open Graph spells locales with an underscore (en_US, en_CA). */
const openGraphLocale = (site: SiteId) => SITES[site].locale.replace('-', '_');

export function siteTitle(site: SiteId): string {
  return `${SHOP_NAME} ${SITES[site].countryName} — books, toys and gifts for young readers`;
}

export function siteDescription(site: SiteId): string {
  const { countryName, currency } = SITES[site];
  return `Books for kids, tweens and teens, toys and gifts, shipped across the ${countryName} in ${currency}. Every order earns rewards for a school book fair.`;
}

function siteOpenGraph(site: SiteId, availableOn: readonly SiteId[]) {
  return {
    siteName: SHOP_NAME,
    type: 'website' as const,
    locale: openGraphLocale(site),
    alternateLocale: SITE_IDS.filter((id) => id !== site && availableOn.includes(id)).map(openGraphLocale),
  };
}

/** What every page of a site shares (its layout): titles and description that name the country, Open Graph locale. */
export function siteMetadata(site: SiteId): Metadata {
  return {
    title: { default: siteTitle(site), template: `%s | ${SHOP_NAME} ${SITES[site].countryName}` },
    description: siteDescription(site),
    openGraph: siteOpenGraph(site, SITE_IDS),
  };
}

export interface PageSeo {
  /** The page's own title; the layout's template adds the shop and the country. Omitted: the site's title. */
  title?: string;
  description?: string;
  /** Personal, transactional or narrowed pages: kept out of search results, their links still followed. */
  noindex?: boolean;
  /** The sites that have this page (a product sold in one country only); hreflang names no other. */
  availableOn?: readonly SiteId[];
}

/**
 * Metadata of one page at a site-relative path: canonical URL on this site, hreflang alternates, Open Graph. Every
 * page sets it, because Next cannot give a layout the path of the page it wraps. Page metadata replaces the layout's
 * `openGraph` whole, hence the site's fields again here.
 */
export function pageMetadata(site: SiteId, path: string, seo: PageSeo = {}) {
  const availableOn = seo.availableOn ?? SITE_IDS;
  const alternates = siteAlternates(site, path, availableOn);
  const description = seo.description ?? siteDescription(site);
  return {
    ...(seo.title === undefined ? {} : { title: seo.title }),
    description,
    alternates,
    ...(seo.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: { ...siteOpenGraph(site, availableOn), title: seo.title ?? siteTitle(site), description, url: alternates.canonical },
  } satisfies Metadata;
}

/**
 * `generateMetadata` of a page of every site, at a fixed site-relative path or one built from the route's params
 * (`/account/orders/{number}`).
 */
export function sitePageMetadata<Params extends { site: string }>(path: string | ((params: Params) => string), seo: PageSeo = {}) {
  return async ({ params }: { params: Promise<Params> }): Promise<Metadata> => {
    const resolved = await params;
    return pageMetadata(isSiteId(resolved.site) ? resolved.site : DEFAULT_SITE, typeof path === 'string' ? path : path(resolved), seo);
  };
}
