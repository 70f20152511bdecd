export { pageMetadata, SHOP_NAME, siteDescription, siteMetadata, sitePageMetadata, siteTitle, type PageSeo } from './metadata';
export { PRIVATE_PATHS, robotsTxt } from './robots';
export {
  parseSitemapFileName,
  sitemapFileName,
  sitemapPath,
  sitemapRewrite,
  sitemapRoutePath,
  sitePagePaths,
  URLS_PER_SITEMAP,
  type ListingOutline,
  type SitemapEntry,
  type SitemapFile,
} from './sitemap';
