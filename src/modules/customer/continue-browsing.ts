/**
 * Spec §3 Customer state, what the shopper's browsing leaves behind (pure): where "Continue shopping" leads
 * (continueBrowsingLink) and the partner who sent them (affiliate). Apart from the listing preferences, so the cart page
 * carries no search rules.
 */
import { safeReturnPath } from '@/lib/return-url';
import { sitePath, type SiteId } from '@/modules/regions';

const SITE_PREFIX = /^\/(ca|us)(?=\/|$)/;
const LISTING = /^\/browse(\/|$)/;
const PRODUCT = /^\/product\/[^/]+\/[^/]+$/;

const withinSite = (pathname: string) => pathname.replace(SITE_PREFIX, '') || '/';
const siteOfPath = (pathname: string): SiteId => (SITE_PREFIX.exec(pathname)?.[1] === 'ca' ? 'ca' : 'us');

/** A listing: search results, departments, categories, subjects, authors, curated and bestseller lists. */
export const isListingPath = (pathname: string): boolean => LISTING.test(withinSite(pathname));

/**
 * What a page leaves as the continue-browsing link: a listing or product page, as path and query (the selected `org`
 * with them); null for any other page (the cart, checkout, account), which "Continue shopping" must not lead back to.
 */
export function continueBrowsingLinkOf(pathname: string, search: string): string | null {
  const page = withinSite(pathname);
  if (!LISTING.test(page) && !PRODUCT.test(page)) return null;
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  return safeReturnPath(`${pathname}${query}`, '') || null;
}

/**
 * Where the cart's "Continue shopping" leads on `site`: the kept link (as stored, so of any shape) when it is a listing
 * or product page of that site, else the site's listings.
 */
export function continueShoppingHref(site: SiteId, kept: unknown): string {
  const fallback = sitePath(site, '/browse');
  if (typeof kept !== 'string') return fallback;
  const safe = safeReturnPath(kept, '');
  if (!safe) return fallback;
  const url = new URL(safe, 'http://same.site');
  return siteOfPath(url.pathname) === site && continueBrowsingLinkOf(url.pathname, url.search) ? safe : fallback;
}

/** The query parameter naming the partner who sent the shopper. */
const AFFILIATE_PARAM = 'affiliate';
const AFFILIATE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The partner a page's query names (`?affiliate=partner-7`), or null when it names none or something that is no id. */
export function affiliateOf(search: string): string | null {
  const value = new URLSearchParams(search).get(AFFILIATE_PARAM)?.trim();
  return value && AFFILIATE_ID.test(value) ? value.toLowerCase() : null;
}
