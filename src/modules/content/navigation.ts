import { SITES, sitePath, type SiteId } from '@/modules/regions';

/** Who may see a menu section (spec §2 Mega-menu, §6 roles). */
export type Audience = 'everyone' | 'signed-in' | 'organizer';
export type Viewer = 'guest' | 'customer' | 'organizer';

export interface NavLink {
  label: string;
  href: string;
}
export interface NavGroup {
  title: string;
  links: NavLink[];
}
export interface NavSection {
  title: string;
  href: string;
  audience: Audience;
  groups: NavGroup[];
}

export function browseHref(site: SiteId, params: Record<string, string>, path = '/browse'): string {
  const query = new URLSearchParams(params).toString();
  return sitePath(site, query ? `${path}?${query}` : path);
}

const filter = (site: SiteId, expression: string, path = '/browse') => browseHref(site, { filters: expression }, path);

function priceGroup(site: SiteId, path: string): NavGroup {
  const symbol = SITES[site].currencySymbol;
  return {
    title: 'Shop by Price',
    links: [
      { label: `Under ${symbol}5`, href: filter(site, '$price@=under-5', path) },
      { label: `${symbol}5 – ${symbol}10`, href: filter(site, '$price@=5-10', path) },
      { label: `${symbol}10 – ${symbol}25`, href: filter(site, '$price@=10-25', path) },
      { label: `Over ${symbol}25`, href: filter(site, '$price@=over-25', path) },
    ],
  };
}

function formatGroup(site: SiteId, path: string, formats: string[]): NavGroup {
  return { title: 'Shop by Format', links: formats.map((format) => ({ label: format, href: filter(site, `$format@=${format}`, path) })) };
}

function ageGroup(site: SiteId, path: string, ages: string[]): NavGroup {
  return { title: 'Shop by Age', links: ages.map((age) => ({ label: `Ages ${age}`, href: filter(site, `$age@=Ages ${age}`, path) })) };
}

function subjectLinks(site: SiteId, pairs: Array<[string, string]>, path = '/browse'): NavLink[] {
  return pairs.map(([category, subject]) => ({ label: subject, href: filter(site, `$cs$${category}@=${subject}`, path) }));
}

/** The mega-menu of spec §2, for one site. Books and Kids carry the spec's ten groups. */
export function megaMenu(site: SiteId): NavSection[] {
  const p = (path: string) => sitePath(site, path);
  const booksPath = '/browse';
  const kidsPath = '/browse/kids';
  return [
    {
      title: 'Books',
      href: p('/browse'),
      audience: 'everyone',
      groups: [
        {
          title: 'New',
          links: [
            { label: 'New This Week', href: filter(site, '$tag@=new-this-week') },
            { label: 'New Arrivals', href: browseHref(site, { sort: 'arrival' }) },
          ],
        },
        {
          title: 'Bestsellers',
          links: [
            { label: 'All Bestsellers', href: p('/browse/bs/overall') },
            { label: 'Nonfiction Bestsellers', href: p('/browse/bs/nonfiction') },
          ],
        },
        {
          title: 'Fiction',
          links: subjectLinks(site, [
            ['Fiction', 'Classics'],
            ['Fiction', 'Mystery'],
            ['Fiction', 'Fantasy'],
            ['Fiction', 'Poetry'],
          ]),
        },
        {
          title: 'Nonfiction',
          links: [
            { label: 'All Nonfiction', href: p('/browse/nonfiction') },
            ...subjectLinks(site, [
              ['Nonfiction', 'Biography'],
              ['Nonfiction', 'History'],
              ['Nonfiction', 'Parenting'],
            ]),
          ],
        },
        formatGroup(site, booksPath, ['Hardcover', 'Paperback', 'Boxed Set', 'Library Binding']),
        priceGroup(site, booksPath),
        ageGroup(site, booksPath, ['0 to 2', '3 to 5', '6 to 8', '9 to 12', '13+']),
        {
          title: 'Shop by Interest',
          links: subjectLinks(site, [
            ['Nonfiction', 'Science'],
            ['Nonfiction', 'Sports'],
            ['Fiction', 'Graphic Novels'],
            ['Nonfiction', 'Cooking'],
          ]),
        },
        {
          title: 'Popular Reads',
          links: [
            { label: 'Staff Picks', href: p('/browse/cl/staff-picks') },
            { label: 'Award Winners', href: p('/browse/cl/award-winners') },
            { label: 'Timeless Classics', href: p('/browse/cl/timeless-classics') },
          ],
        },
        {
          title: 'Discover',
          links: [
            { label: 'Mystery List', href: p('/browse/list/mystery') },
            { label: 'All Categories', href: p('/categories') },
            { label: 'Gift Guide', href: p('/gift-guide') },
          ],
        },
      ],
    },
    {
      title: 'Kids',
      href: p('/browse/kids'),
      audience: 'everyone',
      groups: [
        { title: 'New', links: [{ label: 'New for Kids', href: filter(site, '$tag@=new-this-week', kidsPath) }] },
        {
          title: 'Bestsellers',
          links: [
            { label: 'Kids Bestsellers', href: p('/browse/bs/kids') },
            { label: 'Tweens Bestsellers', href: p('/browse/bs/tweens') },
          ],
        },
        {
          title: 'Fiction',
          links: subjectLinks(
            site,
            [
              ['Fiction', 'Animals'],
              ['Fiction', 'Bedtime'],
              ['Fiction', 'Adventure'],
              ['Fiction', 'Humor'],
            ],
            kidsPath,
          ),
        },
        {
          title: 'Nonfiction',
          links: subjectLinks(site, [
            ['Nonfiction', 'Animals'],
            ['Nonfiction', 'Dinosaurs'],
            ['Nonfiction', 'Space'],
          ]),
        },
        formatGroup(site, kidsPath, ['Board Book', 'Hardcover', 'Paperback']),
        priceGroup(site, kidsPath),
        ageGroup(site, kidsPath, ['0 to 2', '3 to 5', '6 to 8']),
        {
          title: 'Shop by Interest',
          links: subjectLinks(
            site,
            [
              ['Fiction', 'Friendship'],
              ['Fiction', 'Vehicles'],
              ['Fiction', 'Fairy Tales'],
              ['Picture Books', 'Concepts'],
            ],
            kidsPath,
          ),
        },
        {
          title: 'Popular Reads',
          links: [
            { label: 'Laugh-Out-Loud Reads', href: p('/browse/cl/laugh-out-loud') },
            { label: 'Cozy Bedtime Stories', href: p('/browse/cl/cozy-bedtime') },
            { label: 'Dinosaur Days', href: p('/browse/cl/dinosaur-days') },
          ],
        },
        {
          title: 'Discover',
          links: [
            { label: 'Tweens (9–12)', href: p('/browse/tweens') },
            { label: 'Graphic Novels We Love', href: p('/browse/cl/graphic-novels') },
            { label: 'Gifts for Kids', href: p('/gifts-for-kids') },
          ],
        },
      ],
    },
    {
      title: 'Young Adult',
      href: p('/browse/young-adult'),
      audience: 'everyone',
      groups: [
        {
          title: 'Browse',
          links: [
            { label: 'All Young Adult', href: p('/browse/young-adult') },
            { label: 'Young Adult Bestsellers', href: p('/browse/bs/young-adult') },
            { label: 'New This Week', href: filter(site, '$tag@=new-this-week', '/browse/young-adult') },
          ],
        },
        {
          title: 'Genres',
          links: subjectLinks(
            site,
            [
              ['Fiction', 'Fantasy'],
              ['Fiction', 'Romance'],
              ['Fiction', 'Thriller'],
              ['Fiction', 'Dystopian'],
            ],
            '/browse/young-adult',
          ),
        },
      ],
    },
    {
      title: 'Toys & Activities',
      href: p('/browse/category/Toys'),
      audience: 'everyone',
      groups: [
        {
          title: 'Toys',
          links: subjectLinks(site, [
            ['Toys', 'Puzzles'],
            ['Toys', 'Plush'],
            ['Toys', 'STEM Kits'],
            ['Toys', 'Games'],
          ]),
        },
        {
          title: 'Activities',
          links: subjectLinks(site, [
            ['Activities', 'Arts & Crafts'],
            ['Activities', 'Stickers'],
            ['Activities', 'Coloring'],
          ]),
        },
        {
          title: 'Popular',
          links: [
            { label: 'Top Toys & Activities', href: p('/browse/bs/toys') },
            { label: 'STEM Starters', href: p('/browse/cl/stem-starters') },
          ],
        },
      ],
    },
    {
      title: 'Gifts',
      href: p('/gift-guide'),
      audience: 'everyone',
      groups: [
        {
          title: 'Gift Ideas',
          links: [
            { label: 'Gift Guide', href: p('/gift-guide') },
            { label: 'Gifts for Kids', href: p('/gifts-for-kids') },
            ...subjectLinks(site, [
              ['Gifts', 'Gift Sets'],
              ['Gifts', 'Reading Accessories'],
            ]),
          ],
        },
        {
          title: 'Gift Cards',
          links: [
            { label: 'Shop Gift Cards', href: p('/account/details/gift-cards/details') },
            { label: 'Check Balance', href: p('/account/details/gift-cards') },
          ],
        },
      ],
    },
    {
      title: 'Book Fair Manager and Resource Center',
      href: p('/account/bookfair'),
      audience: 'organizer',
      groups: [
        {
          title: 'Your Fairs',
          links: [
            { label: 'Book Fair Manager', href: p('/account/bookfair') },
            { label: 'Organization', href: p('/account/details/organization') },
            { label: 'Reports', href: p('/account/reports') },
          ],
        },
        { title: 'Resource Center', links: [{ label: 'Resource Center', href: p('/resource-center') }] },
      ],
    },
    {
      title: 'My Account',
      href: p('/account/details'),
      audience: 'signed-in',
      groups: [
        {
          title: 'Account',
          links: [
            { label: 'Account details', href: p('/account/details') },
            { label: 'Orders', href: p('/account/orders') },
            { label: 'Wishlist', href: p('/wishlist') },
            { label: 'Support requests', href: p('/support-requests') },
          ],
        },
      ],
    },
    {
      title: 'Help',
      href: p('/helpcenter'),
      audience: 'everyone',
      groups: [
        {
          title: 'Help',
          links: [
            { label: 'Help Center', href: p('/helpcenter') },
            { label: 'Shipping', href: p('/help/shipping') },
            { label: 'Our Products', href: p('/help/our-product') },
            { label: 'About Us', href: p('/help/about-us') },
          ],
        },
      ],
    },
  ];
}

export function isVisibleTo(audience: Audience, viewer: Viewer): boolean {
  if (audience === 'everyone') return true;
  if (audience === 'signed-in') return viewer !== 'guest';
  return viewer === 'organizer';
}

export function footerLinks(site: SiteId): NavGroup[] {
  const p = (path: string) => sitePath(site, path);
  return [
    {
      title: 'Shop',
      links: [
        { label: 'Kids', href: p('/browse/kids') },
        { label: 'Tweens', href: p('/browse/tweens') },
        { label: 'Young Adult', href: p('/browse/young-adult') },
        { label: 'Nonfiction', href: p('/browse/nonfiction') },
        { label: 'All Categories', href: p('/categories') },
      ],
    },
    {
      title: 'Help',
      links: [
        { label: 'Help Center', href: p('/helpcenter') },
        { label: 'Shipping', href: p('/help/shipping') },
        { label: 'Our Products', href: p('/help/our-product') },
        { label: 'About Us', href: p('/help/about-us') },
      ],
    },
    {
      title: 'Book Fairs',
      links: [
        { label: 'Gift Guide', href: p('/gift-guide') },
        { label: 'Gift Cards', href: p('/account/details/gift-cards/details') },
        { label: 'Resource Center', href: p('/resource-center') },
      ],
    },
  ];
}
