export { AddToWishlistButton } from './AddToWishlistButton';
export { WishlistPage } from './WishlistPage';
