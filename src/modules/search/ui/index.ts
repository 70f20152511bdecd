export { BrowsePage } from './BrowsePage';
export { ProductCard } from './ProductCard';
export { ProductRail } from './ProductRail';
export { listingMetadata, renderListing, siteOr404, type Listing, type SearchParams } from './listing';
export { authorListing, categoryListing, MYSTERY_LISTING, productListListing, subjectListing } from './scoped-listings';
export { SearchBox } from './SearchBox';
export { showcaseRoute, type ShowcaseSection } from './ShowcasePage';
