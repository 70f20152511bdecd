/**
 * Spec §2 Organization parameter and §4 Organization rules (pure): `/org/{org}/…` selects an organization and
 * `/org/none/…` clears it, each answered with a redirect that carries `?org=` (or drops it for none); every internal
 * navigation then carries `org`, and the organization state follows it.
 */
import { safeReturnPath } from '@/lib/return-url';
import { NO_ORGANIZATION, selectedOrganization } from './organization-param';

export { NO_ORGANIZATION, selectedOrganization } from './organization-param';

/** Spec §9: a loaded organization is good for 30 minutes. */
export const ORGANIZATION_CACHE_MS = 30 * 60 * 1000;

const ORG_PREFIX = /^\/org\/([^/?#]+)(\/.*)?$/;

/** The site-relative path and query to redirect to, or null when the path does not select an organization. */
export function organizationSelection(sitePathname: string, search: string): { path: string; search: string } | null {
  const match = ORG_PREFIX.exec(sitePathname);
  if (!match) return null;
  const org = decodeURIComponent(match[1]!).trim().toLowerCase();
  const query = new URLSearchParams(search);
  if (org === NO_ORGANIZATION || org === '') query.delete('org');
  else query.set('org', org);
  // The rest of the path is the visitor's input: `/org/x//evil.example` must not redirect to another site.
  const rest = safeReturnPath(match[2], '/');
  const text = query.toString();
  return { path: rest, search: text ? `?${text}` : '' };
}

/** Spec §4: clear for `none` or no org; load when the org differs or the loaded one is older than 30 minutes; else keep. */
export function organizationAction(state: { org?: string | null; loadedAt: number | null }, orgParam: string | null, now: number): 'clear' | 'load' | 'keep' {
  if (!orgParam || orgParam === NO_ORGANIZATION) return 'clear';
  if (state.org !== orgParam || state.loadedAt === null || now - state.loadedAt > ORGANIZATION_CACHE_MS) return 'load';
  return 'keep';
}

// Site-prefixed or not: `/org/…`, `/ca/org/…`.
const SELECTING_PATH = /^(\/(ca|us))?\/org(\/|$)/;
// Not pages: the JSON APIs, Next's own files, and files with an extension (covers, flyers, sitemap.xml).
const NOT_A_PAGE = /^\/(api|_next)\/|\.[a-z0-9]+$/i;

/**
 * Spec §2: the URL an internal link should go to so the page it opens keeps the selected organization, or null when
 * it needs no change (no organization selected, another origin, not a page, a path that selects one itself, or an
 * `org` of its own).
 */
export function withSelectedOrganization(target: URL, current: URL): URL | null {
  const org = selectedOrganization(current.searchParams.get('org'));
  if (!org || target.origin !== current.origin || NOT_A_PAGE.test(target.pathname) || SELECTING_PATH.test(target.pathname) || target.searchParams.has('org'))
    return null;
  const carried = new URL(target);
  carried.searchParams.set('org', org);
  return carried;
}

/** `href` (relative to the page at `currentHref`) carrying the page's organization, as a path with query and fragment. */
export function hrefWithSelectedOrganization(href: string, currentHref: string): string {
  const current = new URL(currentHref);
  const target = new URL(href, current);
  const carried = withSelectedOrganization(target, current);
  if (!carried) return href;
  return `${carried.pathname}${carried.search}${carried.hash}`;
}
