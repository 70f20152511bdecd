/**
 * The cart count for the header badge, read straight from the persisted state in local storage, so every page can
 * show it without loading Redux (DESIGN §7: the store stays out of first-load JavaScript). Depends on React only.
 */
import { useSyncExternalStore } from 'react';
import { cartCountFrom } from '../stored-cart';
import { readPersistedState, subscribeToPersistedState } from '@/lib/store/persisted-snapshot';

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
