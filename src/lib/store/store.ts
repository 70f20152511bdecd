/**
 * The shop's Redux store (DESIGN §2): the spec §3–§4 browser states, persisted to local storage under `nextjs` and kept
 * in sync across tabs. Loaded on demand through `loadStore` (./load), never in a page's first-load JavaScript.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE, type PersistConfig, type Persistor } from 'redux-persist';
import { cartSlice, storedCart } from '@/modules/cart/state';
import { customerSlice, storedCustomer } from '@/modules/customer/state';
import { giftCardSlice, storedGiftCard } from '@/modules/giftcards/state';
import { favoritesSlice, organizationSlice, storedFavorites, storedOrganization } from '@/modules/organizations/state';
import { storedWishlist, wishlistSlice } from '@/modules/wishlist/state';
import { syncAcrossTabs } from './cross-tab';
import { createMemoryStorage } from './memory-storage';
import { asyncStorage, persistConfig, readPersistedState, type AdoptedWrite, type StoredParts } from './persistence';

/** Each slice under its name; a new slice is one more argument and one more stored part. */
const rootReducer = combineSlices(customerSlice, cartSlice, wishlistSlice, giftCardSlice, organizationSlice, favoritesSlice);

export type SliceStates = ReturnType<typeof rootReducer>;

/** What each slice keeps in local storage (spec §4 Persistence: all of them). */
const storedParts: StoredParts<SliceStates> = {
  customer: storedCustomer,
  cart: storedCart,
  wishlist: storedWishlist,
  giftCard: storedGiftCard,
  organization: storedOrganization,
  favorites: storedFavorites,
};

function configureShopStore(config: PersistConfig<SliceStates>) {
  return configureStore({
    reducer: persistReducer(config, rootReducer),
    middleware: (getDefaultMiddleware) =>
      // redux-persist's own actions carry callbacks; they never reach a slice's state.
      getDefaultMiddleware({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
  });
}

/** The store, with its persistor (`flush()` writes pending changes now, e.g. before a logout reloads the page). */
export type AppStore = ReturnType<typeof configureShopStore> & { persistor: Persistor };
// redux-persist 6 types its reducer against Redux 4, so the store's own getState is untyped: state is the slices.
export type RootState = SliceStates;
export type AppDispatch = AppStore['dispatch'];

export interface StoreEnvironment {
  storage: Storage;
  /** Where `storage` events from other tabs arrive: the window. */
  storageEvents: EventTarget;
}

/**
 * Creates the store and resolves once it has rehydrated from storage (or given up after the spec §9 timeout), so
 * nothing dispatched by a caller is overwritten by the stored state arriving later.
 */
export function createAppStore({ storage, storageEvents }: StoreEnvironment): Promise<AppStore> {
  const adopted: AdoptedWrite = { value: null };
  const config = persistConfig(asyncStorage(storage, adopted), storedParts);
  const store = configureShopStore(config);
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

export function createBrowserStore(): Promise<AppStore> {
  if (typeof window === 'undefined') return Promise.reject(new Error('The shop store lives in the browser; server rendering goes without it.'));
  return createAppStore({ storage: browserStorage(), storageEvents: window });
}
