import type { Metadata } from 'next';
import { siteAlternates } from '@/modules/regions';
import { ShowcasePage, siteOr404, type ShowcaseSection } from '@/modules/search/ui';

export const revalidate = 3600;

type Props = { params: Promise<{ site: string }> };

const SECTIONS: ShowcaseSection[] = [
  { title: 'Boxed sets', description: 'A whole series to unwrap at once.', path: '/browse', filters: '$format@=Boxed Set' },
  { title: 'Gift sets', description: 'Books and bookish things, boxed together.', path: '/browse', filters: '$cs$Gifts@=Gift Sets' },
  { title: 'Award winners', description: 'Titles honoured by librarians and young readers.', path: '/browse', filters: '$tag@=award-winner' },
  { title: 'For cozy reading', description: 'Book lights, bookmarks and journals.', path: '/browse', filters: '$cs$Gifts@=Reading Accessories|Bookmarks|Stationery' },
  { title: 'Stocking stuffers', description: 'Great finds under 10.', path: '/browse', filters: '$price@=under-5|5-10;$tag@=staff-pick' },
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = siteOr404((await params).site);
  return {
    title: 'Gift guide',
    description: 'Boxed sets, gift sets, award winners and bookish gifts for every reader.',
    alternates: siteAlternates(site, '/gift-guide'),
  };
}

export default async function GiftGuide({ params }: Props) {
  const site = siteOr404((await params).site);
  return <ShowcasePage site={site} heading="Gift guide" intro="Boxed sets, gift sets, award winners and bookish gifts for every reader on your list." sections={SECTIONS} />;
}
