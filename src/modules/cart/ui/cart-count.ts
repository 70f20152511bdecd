/**
 * The cart count for the header badge, read straight from the persisted state in local storage, so every page can
 * show it without loading Redux (DESIGN §7: the store stays out of first-load JavaScript). Depends on React only.
 */
import { useSyncExternalStore } from 'react';
import { CART_STATE_VERSION } from '../stored-cart';
import { persistedSliceFrom, readPersistedState, subscribeToPersistedState } from '@/lib/store/persisted-snapshot';

/** The cart count in a serialized `persist:nextjs` value, 0 when there is none. A cart of another version counts as empty, as the store discards it (spec §4). */
export function cartCountFrom(serialized: string | null): number {
  const cart = persistedSliceFrom(serialized, 'cart');
  if (!cart || cart._version !== CART_STATE_VERSION) return 0;
  const { cartCount } = cart;
  return typeof cartCount === 'number' && Number.isSafeInteger(cartCount) && cartCount > 0 ? cartCount : 0;
}

// React asks for the snapshot on every render; parse only when the stored text changed.
let lastSerialized: string | null = null;
let lastCount = 0;

/** The cart count this browser has stored, 0 on the server or without local storage. */
export function readCartCount(): number {
  const serialized = readPersistedState();
  if (serialized !== lastSerialized) {
    lastSerialized = serialized;
    lastCount = cartCountFrom(serialized);
  }
  return lastCount;
}

const serverCartCount = () => 0;

/** The header badge's count: 0 in server HTML, then the stored count once hydrated, kept current across tabs. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToPersistedState, readCartCount, serverCartCount);
}
