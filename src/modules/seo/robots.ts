import { SITE_IDS } from '@/modules/regions';
import { sitemapPath } from './sitemap';

/**
 * Pages about one person or one order, the newsletter's emailed links, the back office and the bot check: never worth
 * crawling, on either site.
 */
export const PRIVATE_PATHS = [
  '/account',
  '/cart',
  '/checkout',
  '/login',
  '/order-status',
  '/support-requests',
  '/wishlist',
  '/newsletter',
  '/admin',
  '/bot-protection',
];

/** Every prefix a site's paths answer under: none for the US site, which also answers at /us/…, and /ca. */
const SITE_PREFIXES = ['', ...SITE_IDS.map((site) => `/${site}`)];

/** robots.txt: the shop is open to crawlers except its private pages and JSON APIs; it names both sites' sitemaps. */
export function robotsTxt(origin: string): string {
  const disallowed = ['/api/', ...SITE_PREFIXES.flatMap((prefix) => PRIVATE_PATHS.map((path) => `${prefix}${path}`))];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    ...SITE_IDS.map((site) => `Sitemap: ${new URL(sitemapPath(site, { kind: 'index' }), origin).toString()}`),
    '',
  ].join('\n');
}
