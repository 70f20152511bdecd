import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { selectedOrganization } from '@/modules/organizations';
import { isSiteId, SITES, sitePath, type SiteId } from '@/modules/regions';
import { pageMetadata } from '@/modules/seo';
import { parseBrowseParams, type BrowseState } from '../browse-state';
import { BrowsePage, type Breadcrumb } from './BrowsePage';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export interface Listing {
  /** Path inside the site, e.g. /browse/kids. */
  path: string;
  heading: string;
  description: string;
  breadcrumbs?: Breadcrumb[];
  scope?: Parameters<typeof BrowsePage>[0]['scope'];
  /** The sites that have this listing (a curated list of one site only); both when omitted. */
  availableOn?: SiteId[];
}

export function siteOr404(site: string): SiteId {
  if (!isSiteId(site)) notFound();
  return site;
}

/** Title, description, canonical URL and alternates of a listing; searches and filtered views are not indexed. */
export function listingMetadata(site: SiteId, listing: Listing, state: BrowseState): Metadata {
  const narrowed = Boolean(state.q) || state.filters.length > 0 || state.page > 1;
  return pageMetadata(site, listing.path, {
    title: state.q ? `${listing.heading}: “${state.q}”` : listing.heading,
    description: `${listing.description} Shop on our ${SITES[site].countryName} site in ${SITES[site].currency}.`,
    noindex: narrowed,
    availableOn: listing.availableOn,
  });
}

export async function renderListing(site: SiteId, listing: Listing, searchParams: SearchParams) {
  const query = await searchParams;
  const state = parseBrowseParams(query);
  return (
    <BrowsePage
      site={site}
      path={sitePath(site, listing.path)}
      heading={listing.heading}
      description={listing.description}
      breadcrumbs={[{ label: 'Home', href: sitePath(site, '/') }, ...(listing.breadcrumbs ?? []), { label: listing.heading }]}
      state={state}
      org={selectedOrganization(Array.isArray(query.org) ? query.org[0] : query.org)}
      scope={listing.scope}
    />
  );
}
