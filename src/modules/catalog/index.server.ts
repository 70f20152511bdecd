export * from './catalog.server';
export { categoryCountsForPage, homeShelves, productForPage, relatedForPage } from './storefront.server';
