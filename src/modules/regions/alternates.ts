import { sitePath, type SiteId } from './sites';

/** Canonical URL of a page on this site and its hreflang alternates on both sites (x-default: the US site). */
export function siteAlternates(site: SiteId, path: string) {
  return {
    canonical: sitePath(site, path),
    languages: { 'en-US': sitePath('us', path), 'en-CA': sitePath('ca', path), 'x-default': sitePath('us', path) },
  };
}
