import { showcaseRoute } from '@/modules/search/ui';

const route = showcaseRoute({
  path: '/gifts-for-kids',
  heading: 'Gifts for kids',
  intro: 'Board books, plush, puzzles, STEM kits and art sets for children of every age.',
  description: 'Board books, plush, puzzles, STEM kits and art sets for children of every age.',
  sections: [
    { title: 'For babies and toddlers', description: 'Sturdy board books for ages 0 to 2.', path: '/browse', filters: '$age@=Ages 0 to 2' },
    { title: 'Plush friends', description: 'Cuddly companions for story time.', path: '/browse', filters: '$cs$Toys@=Plush' },
    { title: 'Puzzles and games', description: 'Screen-free fun for the whole family.', path: '/browse', filters: '$cs$Toys@=Puzzles|Games' },
    { title: 'STEM kits', description: 'Build, experiment and discover.', path: '/browse', filters: '$cs$Toys@=STEM Kits' },
    { title: 'Arts and crafts', description: 'Stickers, colouring and art sets.', path: '/browse', filters: '$cs$Activities@=Arts & Crafts|Stickers|Coloring' },
  ],
});

export const revalidate = 3600;
export const generateMetadata = route.generateMetadata;
export default route.Page;
