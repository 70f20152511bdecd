/**
 * The shop's browser store, composed: each module registers its slices as store parts (its `state.ts`), and this is
 * the one place that names them all, so the store's own floor (src/lib/store) imports no module.
 */
import { createAppStore, createBrowserStore, type AppStore, type StoreEnvironment } from '@/lib/store/store';
import { cartStorePart } from '@/modules/cart/state';
import { customerStorePart } from '@/modules/customer/state';
import { giftCardStorePart } from '@/modules/giftcards/state';
import { favoritesStorePart, organizationStorePart } from '@/modules/organizations/state';
import { wishlistStorePart } from '@/modules/wishlist/state';

/** Spec §4 Persistence: every slice is kept in local storage. */
export const SHOP_STORE_PARTS = [customerStorePart, cartStorePart, wishlistStorePart, giftCardStorePart, organizationStorePart, favoritesStorePart];

export function createShopStore(environment: StoreEnvironment): Promise<AppStore> {
  return createAppStore(SHOP_STORE_PARTS, environment);
}

export function createShopBrowserStore(): Promise<AppStore> {
  return createBrowserStore(SHOP_STORE_PARTS);
}
