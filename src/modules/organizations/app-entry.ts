import { NO_ORGANIZATION } from './organization-param';

/**
 * Spec §2 lists `/_app` as the "application entry page": the shop has no page of that name, so it is the site's home.
 * The redirect is permanent and keeps the query (an entry link's tracking and `org`), less `org=none`, which server
 * redirects drop. The site-relative path and query to redirect to, or null for any other path.
 */
export function appEntryRedirect(sitePathname: string, search: string): string | null {
  if (sitePathname !== '/_app' && sitePathname !== '/_app/') return null;
  const query = new URLSearchParams(search);
  if (query.get('org') === NO_ORGANIZATION) query.delete('org');
  const text = query.toString();
  return text ? `/?${text}` : '/';
}
