/**
 * The shop's Redux store (DESIGN §2): the spec §3–§4 browser states, persisted to local storage under `nextjs` and kept
 * in sync across tabs. It holds the slices it is given: modules register theirs as store parts, and the app composes
 * them (src/app/_compose), so this floor imports no module. Loaded on demand through `loadStore` (./load), never in a
 * page's first-load JavaScript.
 */
import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE, type PersistConfig, type Persistor } from 'redux-persist';
import { syncAcrossTabs } from './cross-tab';
import { createMemoryStorage } from './memory-storage';
import { asyncStorage, persistConfig, readPersistedState, type AdoptedWrite } from './persistence';
import type { StorePart } from './store-part';

/** The state of every slice under its name; each module reads its own through a selector it types itself. */
export type SliceStates = Record<string, unknown>;

function configureShopStore(config: PersistConfig<SliceStates>, rootReducer: Reducer<SliceStates>) {
  return configureStore({
    reducer: persistReducer(config, rootReducer),
    middleware: (getDefaultMiddleware) =>
      // redux-persist's own actions carry callbacks; they never reach a slice's state.
      getDefaultMiddleware({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
  });
}

/** The store, with its persistor (`flush()` writes pending changes now, e.g. before a logout reloads the page). */
export type AppStore = ReturnType<typeof configureShopStore> & { persistor: Persistor };
export type AppDispatch = AppStore['dispatch'];

export interface StoreEnvironment {
  storage: Storage;
  /** Where `storage` events from other tabs arrive: the window. */
  storageEvents: EventTarget;
}

/**
 * Creates the store of the given parts and resolves once it has rehydrated from storage (or given up after the spec
 * §9 timeout), so nothing dispatched by a caller is overwritten by the stored state arriving later.
 */
export function createAppStore(parts: readonly StorePart[], { storage, storageEvents }: StoreEnvironment): Promise<AppStore> {
  const rootReducer: Reducer<SliceStates> = combineReducers(Object.fromEntries(parts.map((part) => [part.name, part.reducer])));
  const adopted: AdoptedWrite = { value: null };
  const config = persistConfig(asyncStorage(storage, adopted), Object.fromEntries(parts.map((part) => [part.name, part.storage])));
  const store = configureShopStore(config, rootReducer);
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => {
      // Only after this tab's own rehydration, so that reading cannot land on top of a newer one from another tab.
      syncAcrossTabs({ storageArea: storage, events: storageEvents, readPersisted: () => readPersistedState(config), dispatch: store.dispatch, adopted });
      resolve(Object.assign(store, { persistor }));
    });
  });
}

function browserStorage(): Storage {
  try {
    // Null in some embedded browsers with storage turned off.
    return window.localStorage ?? createMemoryStorage();
  } catch {
    // Some private modes throw on access: the shop still works for the life of the page.
    return createMemoryStorage();
  }
}

export function createBrowserStore(parts: readonly StorePart[]): Promise<AppStore> {
  if (typeof window === 'undefined') return Promise.reject(new Error('The shop store lives in the browser; server rendering goes without it.'));
  return createAppStore(parts, { storage: browserStorage(), storageEvents: window });
}
