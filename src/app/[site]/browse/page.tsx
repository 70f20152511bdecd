import type { Metadata } from 'next';
import { parseBrowseParams } from '@/modules/search';
import { listingMetadata, renderListing, siteOr404, type Listing, type SearchParams } from '@/modules/search/ui';

/** Listings read their query (search, filters, sort, page) and are rendered per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ site: string }>; searchParams: SearchParams };

const browse: Listing = { path: '/browse', heading: 'All books, toys & gifts', description: 'Books for every age, toys, activities and gifts.' };

function listingFor(q: string): Listing {
  return q ? { ...browse, heading: 'Search results' } : browse;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = siteOr404((await params).site);
  const state = parseBrowseParams(await searchParams);
  return listingMetadata(site, listingFor(state.q), state);
}

export default async function Browse({ params, searchParams }: Props) {
  const site = siteOr404((await params).site);
  const { q } = parseBrowseParams(await searchParams);
  return renderListing(site, listingFor(q), searchParams);
}
