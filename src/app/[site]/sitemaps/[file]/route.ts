import { sitemapRoute } from '@/modules/seo/index.server';

// Read from the catalogue on each request; the answer's cache-control lets crawlers and CDNs keep it an hour.
export const dynamic = 'force-dynamic';
export const GET = sitemapRoute;
