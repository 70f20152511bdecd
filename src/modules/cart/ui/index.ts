// Light pieces for every page; the cart page has its own entry (./pages) so catalog pages do not carry it.
export { AddToCartButton } from './AddToCartButton';
export { CartBadge } from './CartBadge';
export { moveCartWithShopper, refreshCartFromServer } from './lazy-actions';
