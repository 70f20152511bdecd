import { loadStore } from '@/lib/store/load';
import { wishlistRequestFailed, wishlistRequestStarted, wishlistRequestSucceeded } from '../state';
import { wishlistApi } from './wishlist-api';

/**
 * Spec §7 additem through the wishlist state (spec §4): begin, then the list the server answers, or the failure kept in
 * the state (spec §8) and passed on to the caller. Imported when the shopper adds, so a product page does not carry it.
 */
export async function addToWishlist(sku: string): Promise<void> {
  const store = await loadStore();
  store.dispatch(wishlistRequestStarted());
  try {
    store.dispatch(wishlistRequestSucceeded((await wishlistApi.addItem(sku)).wishlist));
  } catch (error) {
    store.dispatch(wishlistRequestFailed(error instanceof Error && error.message ? error.message : 'The item could not be added to your wishlist.'));
    throw error;
  }
}
