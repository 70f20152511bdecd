import { showcaseRoute } from '@/modules/search/ui';

const route = showcaseRoute({
  path: '/gift-guide',
  heading: 'Gift guide',
  intro: 'Boxed sets, gift sets, award winners and bookish gifts for every reader on your list.',
  description: 'Boxed sets, gift sets, award winners and bookish gifts for every reader.',
  sections: [
    { title: 'Boxed sets', description: 'A whole series to unwrap at once.', path: '/browse', filters: '$format@=Boxed Set' },
    { title: 'Gift sets', description: 'Books and bookish things, boxed together.', path: '/browse', filters: '$cs$Gifts@=Gift Sets' },
    { title: 'Award winners', description: 'Titles honoured by librarians and young readers.', path: '/browse', filters: '$tag@=award-winner' },
    {
      title: 'For cozy reading',
      description: 'Book lights, bookmarks and journals.',
      path: '/browse',
      filters: '$cs$Gifts@=Reading Accessories|Bookmarks|Stationery',
    },
    { title: 'Stocking stuffers', description: 'Great finds under 10.', path: '/browse', filters: '$price@=under-5|5-10;$tag@=staff-pick' },
  ],
});

export const revalidate = 3600;
export const generateMetadata = route.generateMetadata;
export default route.Page;
