/**
 * The cart count for the header badge, read straight from the persisted state in local storage, so every page can
 * show it without loading Redux (DESIGN §7: the store stays out of first-load JavaScript). Depends on React only.
 */
import { useSyncExternalStore } from 'react';
import { CART_STATE_VERSION, PERSIST_STORAGE_KEY } from './constants';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The cart count in a serialized `persist:nextjs` value, 0 when there is none. redux-persist stores each slice as a
 * JSON string inside the outer JSON object, so the cart is parsed twice. A cart of another version counts as empty,
 * as the store discards it (spec §4).
 */
export function cartCountFrom(serialized: string | null): number {
  if (serialized === null) return 0;
  try {
    const persisted: unknown = JSON.parse(serialized);
    if (!isRecord(persisted) || typeof persisted.cart !== 'string') return 0;
    const cart: unknown = JSON.parse(persisted.cart);
    if (!isRecord(cart) || cart._version !== CART_STATE_VERSION) return 0;
    const { cartCount } = cart;
    return typeof cartCount === 'number' && Number.isSafeInteger(cartCount) && cartCount > 0 ? cartCount : 0;
  } catch {
    return 0;
  }
}

function browserLocalStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch {
    // Some private modes throw on access: no badge rather than a broken header.
    return null;
  }
}

// React asks for the snapshot on every render; parse only when the stored text changed.
let lastSerialized: string | null = null;
let lastCount = 0;

/** The cart count this browser has stored, 0 on the server or without local storage. */
export function readCartCount(): number {
  const serialized = browserLocalStorage()?.getItem(PERSIST_STORAGE_KEY) ?? null;
  if (serialized !== lastSerialized) {
    lastSerialized = serialized;
    lastCount = cartCountFrom(serialized);
  }
  return lastCount;
}

const sameTabListeners = new Set<() => void>();

/**
 * Called by the store's storage each time it writes the persisted state. The browser's `storage` event only reaches
 * other tabs, so this tab's badge learns about its own writes here.
 */
export function announcePersistedStateWritten(): void {
  for (const listener of sameTabListeners) listener();
}

/** Calls `onChange` when this tab's store or another tab writes the persisted state; returns the unsubscribe. */
export function subscribeToCartCount(onChange: () => void): () => void {
  sameTabListeners.add(onChange);
  // A null key means another tab cleared local storage altogether.
  const onStorage = (event: Event) => {
    const { key } = event as StorageEvent;
    if (key === PERSIST_STORAGE_KEY || key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    sameTabListeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const serverCartCount = () => 0;

/** The header badge's count: 0 in server HTML, then the stored count once hydrated, kept current across tabs. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCartCount, readCartCount, serverCartCount);
}
