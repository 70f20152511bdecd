import type { AppStore } from './store';

let loading: Promise<AppStore> | null = null;

/**
 * The shop's store, created on the first call and shared by every later one. The store module is fetched only then,
 * so Redux never weighs on a page's first load (DESIGN §7). Resolves once the store has rehydrated; after a failure
 * (a chunk that did not download) the next call tries again.
 */
export function loadStore(): Promise<AppStore> {
  loading ??= import('./store')
    .then(({ createBrowserStore }) => createBrowserStore())
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
