import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseBrowseParams } from '@/modules/search';
import { listingMetadata, renderListing, siteOr404, type Listing, type SearchParams } from '@/modules/search/ui';

/** Listings read their query (search, filters, sort, page) and are rendered per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ site: string; department: string }>; searchParams: SearchParams };

const DEPARTMENTS: Record<string, Listing> = {
  kids: {
    path: '/browse/kids',
    heading: 'Kids',
    description: 'Board books, picture books and first chapter books for ages 0 to 8.',
    scope: { department: 'Kids' },
  },
  tweens: {
    path: '/browse/tweens',
    heading: 'Tweens',
    description: 'Adventures, mysteries, fantasy and graphic novels for readers 9 to 12.',
    scope: { department: 'Tweens' },
  },
  'young-adult': {
    path: '/browse/young-adult',
    heading: 'Young Adult',
    description: 'Fantasy, romance, thrillers and contemporary fiction for teens.',
    scope: { department: 'Young Adult' },
  },
  nonfiction: {
    path: '/browse/nonfiction',
    heading: 'Nonfiction',
    description: 'Dinosaurs, space, animals, history and biographies for curious readers.',
    scope: { department: 'Nonfiction' },
  },
};

function department(name: string): Listing {
  const listing = DEPARTMENTS[name];
  if (!listing) notFound();
  return listing;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { site, department: name } = await params;
  return listingMetadata(siteOr404(site), department(name), parseBrowseParams(await searchParams));
}

export default async function DepartmentListing({ params, searchParams }: Props) {
  const { site, department: name } = await params;
  return renderListing(siteOr404(site), department(name), searchParams);
}
