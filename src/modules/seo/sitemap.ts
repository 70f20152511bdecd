import { DEFAULT_SITE, sitePath, type SiteId } from '@/modules/regions';

/** The sitemap protocol's limit of URLs in one file. */
export const URLS_PER_SITEMAP = 50_000;

/** A site's sitemap is an index of files: the shop's own pages, then its products in numbered parts. */
export type SitemapFile = { kind: 'index' } | { kind: 'pages' } | { kind: 'products'; part: number };

export interface SitemapEntry {
  /** Public path on the site (with its prefix). */
  path: string;
  lastModified?: Date | null;
}

const FILE_NAME = /^sitemap(?:-(pages)|-products-([1-9]\d{0,5}))?\.xml$/;

export function sitemapFileName(file: SitemapFile): string {
  if (file.kind === 'index') return 'sitemap.xml';
  return file.kind === 'pages' ? 'sitemap-pages.xml' : `sitemap-products-${file.part}.xml`;
}

export function parseSitemapFileName(name: string): SitemapFile | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  if (match[1]) return { kind: 'pages' };
  if (match[2]) return { kind: 'products', part: Number(match[2]) };
  return { kind: 'index' };
}

/**
 * Public path of a file of a site's sitemap. Every file sits at the root of the site's paths (/…, /ca/…): the
 * protocol lets a sitemap list only URLs under its own folder.
 */
export function sitemapPath(site: SiteId, file: SitemapFile): string {
  return sitePath(site, `/${sitemapFileName(file)}`);
}

/** Where the route serving sitemaps lives: /{site}/sitemaps/{file name}. */
export function sitemapRoutePath(site: SiteId, file: SitemapFile): string {
  return `/${site}/sitemaps/${sitemapFileName(file)}`;
}

const PUBLIC_SITEMAP_PATH = /^(?:\/(us|ca))?\/(sitemap[^/]*\.xml)$/;

/**
 * The route a public sitemap path is served by, or null when the path is not a sitemap. Only the path's prefix
 * chooses the site, never the host or a cookie: a sitemap is cached and shared, so its content must follow its URL.
 */
export function sitemapRewrite(pathname: string): string | null {
  const match = PUBLIC_SITEMAP_PATH.exec(pathname);
  const file = match ? parseSitemapFileName(match[2]!) : null;
  if (!match || !file) return null;
  return sitemapRoutePath((match[1] as SiteId | undefined) ?? DEFAULT_SITE, file);
}

/** The catalogue's listings on one site that the sitemap names besides the fixed pages. */
export interface ListingOutline {
  curatedLists: string[];
  bestsellerLists: string[];
  categories: string[];
  subjects: string[];
}

/** Pages of every site that are the same for every visitor and worth finding (the mega-menu's and footer's). */
const SHOP_PAGES = [
  '/',
  '/browse',
  '/browse/kids',
  '/browse/tweens',
  '/browse/young-adult',
  '/browse/nonfiction',
  '/browse/list/mystery',
  '/categories',
  '/gift-guide',
  '/gifts-for-kids',
  '/find-a-fair',
  '/helpcenter',
  '/help/shipping',
  '/help/our-product',
  '/help/about-us',
  '/help/cookies',
];

/** The site's pages for its sitemap: fixed pages, then its lists, categories and subjects, each once. */
export function sitePagePaths(site: SiteId, outline: ListingOutline): string[] {
  const listing = (kind: string, name: string) => `/browse/${kind}/${encodeURIComponent(name)}`;
  const paths = [
    ...SHOP_PAGES,
    ...outline.curatedLists.map((slug) => listing('cl', slug)),
    ...outline.bestsellerLists.map((slug) => listing('bs', slug)),
    ...outline.categories.map((name) => listing('category', name)),
    ...outline.subjects.map((name) => listing('subject', name)),
  ];
  return [...new Set(paths)].map((path) => sitePath(site, path));
}
