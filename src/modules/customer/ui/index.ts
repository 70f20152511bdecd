export { BrowsingMemory } from './BrowsingMemory';
export { ContinueShoppingLink } from './ContinueShoppingLink';
