import type { Metadata } from 'next';
import { parseBrowseParams } from '@/modules/search';
import { listingMetadata, MYSTERY_LISTING, renderListing, siteOr404, type SearchParams } from '@/modules/search/ui';

/** Listings read their query (search, filters, sort, page) and are rendered per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ site: string }>; searchParams: SearchParams };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listingMetadata(siteOr404((await params).site), MYSTERY_LISTING, parseBrowseParams(await searchParams));
}

export default async function MysteryList({ params, searchParams }: Props) {
  return renderListing(siteOr404((await params).site), MYSTERY_LISTING, searchParams);
}
