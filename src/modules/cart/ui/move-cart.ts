/**
 * The cart's part of the locale switch (spec §4): before the page reloads on the other site, the shopper's cart moves
 * there and the store keeps the answer, so the badge and cart page show it in the new currency at once. Imported on
 * demand by the switch.
 */
import { loadStore } from '@/lib/store/load';
import { persistedSliceFrom, readPersistedState } from '@/lib/store/persisted-snapshot';
import type { SiteId } from '@/modules/regions';
import { syncCart } from '../state';
import { cartApi } from './cart-api';

/** Whether this browser keeps anything in its cart (items, saved items or eCards): else there is nothing to move. */
function cartHoldsAnything(): boolean {
  const cart = persistedSliceFrom(readPersistedState(), 'cart');
  if (!cart) return false;
  const count = typeof cart.cartCount === 'number' ? cart.cartCount : 0;
  const saved = Array.isArray(cart.savedForLaterItems) ? cart.savedForLaterItems.length : 0;
  return count > 0 || saved > 0;
}

/**
 * Moves the cart from `from` to `to` and answers what the shopper should be told (items that stayed behind). A failure
 * leaves the cart where it was, never lost; the HTTP client has said why.
 */
export async function moveCartForSiteSwitch(from: SiteId, to: SiteId): Promise<string[]> {
  if (!cartHoldsAnything()) return [];
  const store = await loadStore();
  try {
    const answer = await store.dispatch(syncCart(() => cartApi.moveToSite(from, to)));
    await store.persistor.flush();
    return answer.messages;
  } catch {
    return ['Your cart could not come along this time: it is still on the other site.'];
  }
}
