/**
 * Spec §2 Organization parameter (pure): `/org/{org}/…` selects an organization and `/org/none/…` clears it, each
 * answered with a redirect to the rest of the path carrying `?org=` (or without it for none).
 */
export const NO_ORGANIZATION = 'none';

const ORG_PREFIX = /^\/org\/([^/?#]+)(\/.*)?$/;

/** The site-relative path and query to redirect to, or null when the path does not select an organization. */
export function organizationSelection(sitePathname: string, search: string): { path: string; search: string } | null {
  const match = ORG_PREFIX.exec(sitePathname);
  if (!match) return null;
  const org = decodeURIComponent(match[1]!).trim().toLowerCase();
  const query = new URLSearchParams(search);
  if (org === NO_ORGANIZATION || org === '') query.delete('org');
  else query.set('org', org);
  const rest = match[2] && match[2] !== '/' ? match[2] : '/';
  const text = query.toString();
  return { path: rest, search: text ? `?${text}` : '' };
}
