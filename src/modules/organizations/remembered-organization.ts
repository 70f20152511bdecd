/**
 * Issue 19: the server remembers the selected organization, so a shopper whose browser runs no script (or who clicks
 * before the page's scripts have loaded, when nothing has added `org` to the link yet) still shops for it. The proxy
 * keeps the selection in a first-party cookie, written when a page is asked for with `?org=` or `/org/{org}/…` and
 * forgotten with `org=none` (spec §2); a page opened without `org` is redirected to itself with the remembered one, so
 * spec §2's parameter still travels and spec §4's state (cleared when `org` is absent) never loses it by accident.
 * Pages stay the same HTML for every organization: only the redirect and the cookie depend on it (decision 006).
 */
import type { ShopCookieName } from '@/lib/cookies';
import { NO_ORGANIZATION } from './organization-param';
import { organizationSelection } from './selection';

/** The cookie's name (listed with the shop's other cookies, `SHOP_COOKIES`). */
export const ORGANIZATION_COOKIE = 'selectedOrg' satisfies ShopCookieName;

// The shape organizations.slug allows (the organization API's `organizationSlug`).
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MAX_LENGTH = 80;

/** The slug an `org` value or a cookie names, lowercased, or null when it cannot be an organization's. */
export function organizationSlugOf(value: string | null | undefined): string | null {
  const slug = value?.trim().toLowerCase() ?? '';
  return slug !== NO_ORGANIZATION && slug.length <= SLUG_MAX_LENGTH && SLUG.test(slug) ? slug : null;
}

export type OrganizationCookieChange = { remember: string } | 'forget' | null;

/**
 * What a page request does to the remembered organization: `/org/{org}/…` or `?org={org}` remembers it, `/org/none/…`
 * or `?org=none` forgets it, anything else (no `org`, or one no organization can have) leaves it.
 */
export function organizationCookieChange(sitePathname: string, search: string): OrganizationCookieChange {
  const selection = organizationSelection(sitePathname, search);
  const org = new URLSearchParams(selection ? selection.search : search).get('org');
  if (selection && org === null) return 'forget';
  if (org === null) return null;
  if (org.trim().toLowerCase() === NO_ORGANIZATION) return 'forget';
  const slug = organizationSlugOf(org);
  return slug ? { remember: slug } : null;
}

/**
 * The site-relative address to redirect a page request to so it carries the remembered organization, or null when it
 * needs none: nothing is remembered, the address has an `org` of its own, or it selects one itself (`/org/…`).
 */
export function withRememberedOrganization(sitePathname: string, search: string, remembered: string | null | undefined): string | null {
  const slug = organizationSlugOf(remembered);
  const query = new URLSearchParams(search);
  if (!slug || query.has('org') || organizationSelection(sitePathname, search)) return null;
  query.append('org', slug);
  return `${sitePathname}?${query.toString()}`;
}

interface RequestHeaders {
  get(name: string): string | null;
}

/** A prefetch of a link (Next's router or the browser's): what it asks for is not where the shopper is going. */
export function isPrefetch(headers: RequestHeaders): boolean {
  return headers.get('next-router-prefetch') !== null || /prefetch/i.test(`${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`);
}

/**
 * A page the browser is opening as a document (a link followed without script, an address typed, a reload): the one
 * kind of request the remembered organization is put back on. A client navigation after the scripts have loaded is
 * carried by the browser (`follow-organization`); a request without fetch metadata (a script, a crawler) is left as is.
 */
export function isDocumentNavigation(method: string, headers: RequestHeaders): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    headers.get('sec-fetch-dest') === 'document' &&
    headers.get('sec-fetch-mode') === 'navigate' &&
    headers.get('rsc') === null &&
    !isPrefetch(headers)
  );
}
