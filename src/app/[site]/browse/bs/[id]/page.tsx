import type { Metadata } from 'next';
import { parseBrowseParams } from '@/modules/search';
import { productListListing, listingMetadata, renderListing, siteOr404, type SearchParams } from '@/modules/search/ui';

/** Listings read their query (search, filters, sort, page) and are rendered per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ site: string; id: string }>; searchParams: SearchParams };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { site: siteParam, id } = await params;
  const site = siteOr404(siteParam);
  return listingMetadata(site, await productListListing(site, 'bestseller', id), parseBrowseParams(await searchParams));
}

export default async function Listing({ params, searchParams }: Props) {
  const { site: siteParam, id } = await params;
  const site = siteOr404(siteParam);
  return renderListing(site, await productListListing(site, 'bestseller', id), searchParams);
}
