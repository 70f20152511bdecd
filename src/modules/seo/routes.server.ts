import 'server-only';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { env } from '@/lib/env';
import { NotFoundError } from '@/lib/errors';
import { isSiteId } from '@/modules/regions';
import { robotsTxt } from './robots';
import { parseSitemapFileName, sitemapPath } from './sitemap';
import { productSitemapEntries, productSitemapParts, sitePageEntries } from './sitemap.server';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

/** Crawlers and CDNs may keep these an hour; the catalogue's changes reach them within that. */
const CACHE_AN_HOUR = 'public, max-age=3600';

const xml = (body: ReadableStream<Uint8Array>) =>
  new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_AN_HOUR } });

const noSuchSitemap = () => new NotFoundError('There is no such sitemap.', 'SITEMAP_NOT_FOUND');

/** /{site}/sitemaps/{file}: the proxy serves /sitemap.xml, /sitemap-pages.xml, /ca/sitemap-products-1.xml… from here. */
export const sitemapRoute = apiRoute({ params: z.object({ site: z.string(), file: z.string() }) }, async ({ params }) => {
  const file = parseSitemapFileName(params.file);
  if (!isSiteId(params.site) || !file) throw noSuchSitemap();
  const site = params.site;
  const origin = env().PUBLIC_URL;
  if (file.kind === 'index') {
    const parts = await productSitemapParts(site);
    return xml(
      sitemapIndexXml(
        [
          { path: sitemapPath(site, { kind: 'pages' }) },
          ...parts.map((part) => ({ path: sitemapPath(site, { kind: 'products', part: part.part }), lastModified: part.lastModified })),
        ],
        origin,
      ),
    );
  }
  if (file.kind === 'pages') return xml(urlsetXml(await sitePageEntries(site), origin));
  const entries = await productSitemapEntries(site, file.part);
  if (!entries) throw noSuchSitemap();
  return xml(urlsetXml(entries, origin));
});

export async function robotsRoute(): Promise<Response> {
  return new Response(robotsTxt(env().PUBLIC_URL), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_AN_HOUR } });
}
