/**
 * The persisted state as local storage holds it, read without Redux: the header's cart badge and selected organization
 * show on every page without loading the store (DESIGN §7). Depends on nothing but the constants.
 */
import { PERSIST_STORAGE_KEY } from './constants';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One slice of a serialized `persist:nextjs` value, or null when there is none or it cannot be read. redux-persist
 * stores each slice as a JSON string inside the outer JSON object, so the slice is parsed twice.
 */
export function persistedSliceFrom(serialized: string | null, slice: string): Record<string, unknown> | null {
  if (serialized === null) return null;
  try {
    const persisted: unknown = JSON.parse(serialized);
    if (!isRecord(persisted) || typeof persisted[slice] !== 'string') return null;
    const value: unknown = JSON.parse(persisted[slice]);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** The serialized persisted state of this browser; null on the server, without local storage, or when none is kept. */
export function readPersistedState(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage?.getItem(PERSIST_STORAGE_KEY) ?? null;
  } catch {
    // Some private modes throw on access: nothing shown rather than a broken header.
    return null;
  }
}

const sameTabListeners = new Set<() => void>();

/**
 * Called by the store's storage each time it writes the persisted state. The browser's `storage` event only reaches
 * other tabs, so this tab's readers learn about its own writes here.
 */
export function announcePersistedStateWritten(): void {
  for (const listener of sameTabListeners) listener();
}

/** Calls `onChange` when this tab's store or another tab writes the persisted state; returns the unsubscribe. */
export function subscribeToPersistedState(onChange: () => void): () => void {
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
