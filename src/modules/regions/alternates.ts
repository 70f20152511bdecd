import { DEFAULT_SITE, SITE_IDS, SITES, sitePath, type SiteId } from './sites';

/**
 * Canonical URL of a page on this site and its hreflang alternates on the sites that have it. x-default is the US
 * site's page; a page the US site does not have (a product sold in Canada only) is its own default, so no alternate
 * ever points at a page that answers 404.
 */
export function siteAlternates(site: SiteId, path: string, availableOn: readonly SiteId[] = SITE_IDS) {
  const languages: Record<string, string> = {};
  for (const id of SITE_IDS) if (id === site || availableOn.includes(id)) languages[SITES[id].locale] = sitePath(id, path);
  languages['x-default'] = sitePath(availableOn.includes(DEFAULT_SITE) ? DEFAULT_SITE : site, path);
  return { canonical: sitePath(site, path), languages };
}
