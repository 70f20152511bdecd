/**
 * Changing the selected organization (spec §2, §8): the page's URL with `org` set to the chosen one, or without it to
 * choose none. Pure but for its one console warning.
 */
import { safeReturnPath } from '@/lib/return-url';
import { selectedOrganization } from './organization-param';

const SAME_SITE = 'http://same.site';

/**
 * The path, query and fragment of `url` (a URL, or an absolute or site-relative string) choosing `org`; another
 * origin's URL keeps only its path, so the shopper stays on this site. Spec §8: a URL of another type, or text that is
 * no URL, gives only a console warning, and null: nothing changes.
 */
export function urlChoosingOrganization(url: unknown, org: string | null): string | null {
  let target: URL;
  if (url instanceof URL) target = new URL(url.href);
  else if (typeof url === 'string' && URL.canParse(url, SAME_SITE)) target = new URL(url, SAME_SITE);
  else {
    console.warn('The organization cannot change: a URL or its text is expected, not', url);
    return null;
  }
  const chosen = selectedOrganization(org?.trim().toLowerCase());
  if (chosen) target.searchParams.set('org', chosen);
  else target.searchParams.delete('org');
  return safeReturnPath(`${target.pathname}${target.search}${target.hash}`);
}
