import type { Metadata } from 'next';
import { siteAlternates } from '@/modules/regions';
import { ShowcasePage, siteOr404, type ShowcaseSection } from '@/modules/search/ui';

export const revalidate = 3600;

type Props = { params: Promise<{ site: string }> };

const SECTIONS: ShowcaseSection[] = [
  { title: 'For babies and toddlers', description: 'Sturdy board books for ages 0 to 2.', path: '/browse', filters: '$age@=Ages 0 to 2' },
  { title: 'Plush friends', description: 'Cuddly companions for story time.', path: '/browse', filters: '$cs$Toys@=Plush' },
  { title: 'Puzzles and games', description: 'Screen-free fun for the whole family.', path: '/browse', filters: '$cs$Toys@=Puzzles|Games' },
  { title: 'STEM kits', description: 'Build, experiment and discover.', path: '/browse', filters: '$cs$Toys@=STEM Kits' },
  { title: 'Arts and crafts', description: 'Stickers, colouring and art sets.', path: '/browse', filters: '$cs$Activities@=Arts & Crafts|Stickers|Coloring' },
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = siteOr404((await params).site);
  return {
    title: 'Gifts for kids',
    description: 'Board books, plush, puzzles, STEM kits and art sets for children of every age.',
    alternates: siteAlternates(site, '/gifts-for-kids'),
  };
}

export default async function GiftsForKids({ params }: Props) {
  const site = siteOr404((await params).site);
  return <ShowcasePage site={site} heading="Gifts for kids" intro="Board books, plush, puzzles, STEM kits and art sets for children of every age." sections={SECTIONS} />;
}
