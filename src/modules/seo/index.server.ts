import 'server-only';

export { robotsRoute, sitemapRoute } from './routes.server';
export { productSitemapEntries, productSitemapParts, sitePageEntries, type ProductSitemapPart, type SitemapLayout } from './sitemap.server';
export { sitemapIndexXml, urlsetXml } from './sitemap-xml';
