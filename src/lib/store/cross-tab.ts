/**
 * Spec §4: the persisted state stays in sync across tabs. redux-persist has no tab sync of its own: when another tab
 * writes `persist:nextjs`, the browser fires a `storage` event here, and this tab rehydrates from storage.
 */
import { REHYDRATE, type PersistedState, type RehydrateAction } from 'redux-persist';
import { PERSIST_KEY, PERSIST_STORAGE_KEY } from './constants';
import type { AdoptedWrite } from './persistence';

export interface CrossTabSync {
  /** The storage the store persists to; `storage` events of other areas (session storage) are not ours. */
  storageArea: Storage;
  /** Where the browser fires `storage` events: the window. */
  events: EventTarget;
  /** The stored state, read and version-checked as at start-up. */
  readPersisted: () => Promise<PersistedState>;
  dispatch: (action: RehydrateAction) => unknown;
  /** Shared with the storage writer, which then does not write the adopted value back. */
  adopted?: AdoptedWrite;
}

/** Starts listening; returns the function that stops. */
export function syncAcrossTabs({ storageArea, events, readPersisted, dispatch, adopted }: CrossTabSync): () => void {
  const onStorage = (event: Event) => {
    const { key, newValue, storageArea: area } = event as StorageEvent;
    // A removal (another tab purging or clearing storage) is left alone: this tab's state is all there is now, and its
    // next write stores it again.
    if (key !== PERSIST_STORAGE_KEY || area !== storageArea || newValue === null) return;
    // Storage is read again rather than taking newValue, so a burst of writes ends on the latest one.
    readPersisted().then(
      (payload) => {
        // No payload: the stored cart is of another version (an older build in the other tab); keep this tab's state.
        if (!payload) return;
        if (adopted) adopted.value = storageArea.getItem(PERSIST_STORAGE_KEY);
        dispatch({ type: REHYDRATE, key: PERSIST_KEY, payload });
      },
      // Not JSON: keep this tab's state, which its next write stores over the damage.
      () => undefined,
    );
  };
  events.addEventListener('storage', onStorage);
  return () => events.removeEventListener('storage', onStorage);
}
