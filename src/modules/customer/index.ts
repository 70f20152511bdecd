export { listingWithPreferences, rememberedSort, rememberedView, type BrowsingPreferences } from './browsing-preferences';
export { AFFILIATE_PARAM, affiliateOf, continueBrowsingLinkOf, continueShoppingHref, isListingPath } from './continue-browsing';
