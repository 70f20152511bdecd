export * from './catalog.server';
export { categoryCountsForPage, homeShelves, productForPage, relatedForPage } from './storefront.server';
export { returnStock, takeStock } from './stock.server';
