'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ProviderProps } from 'react-redux';
import { loadStore } from './load';
import type { AppStore } from './store';

interface LoadedStore {
  store: AppStore;
  Provider: ComponentType<ProviderProps>;
}

type Loading = { status: 'loading' } | { status: 'ready'; loaded: LoadedStore } | { status: 'failed'; error: unknown };

/**
 * Gives its children the shop's store, for pages that use it fully (cart, wishlist). Like redux-persist's PersistGate
 * with a loading element: `fallback` is shown (also in the server's HTML) until the store is loaded and rehydrated,
 * then the children, so they never show an empty cart that the stored one replaces a moment later. The store and
 * react-redux arrive in a lazily loaded chunk; a failed load is thrown to the nearest error boundary.
 */
export function StoreProvider({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  useEffect(() => {
    let mounted = true;
    Promise.all([loadStore(), import('react-redux')]).then(
      ([store, { Provider }]) => mounted && setLoading({ status: 'ready', loaded: { store, Provider } }),
      (error: unknown) => mounted && setLoading({ status: 'failed', error }),
    );
    return () => {
      mounted = false;
    };
  }, []);
  if (loading.status === 'failed') throw loading.error;
  if (loading.status === 'loading') return fallback;
  const { store, Provider } = loading.loaded;
  return <Provider store={store}>{children}</Provider>;
}
