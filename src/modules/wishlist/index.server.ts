import 'server-only';

export { addToWishlist, listWishlist, removeFromWishlist, MAX_WISHLIST_ITEMS } from './wishlist.server';
export { wishlistRoutes } from './routes.server';
