import type { AppStore } from './store';

type StoreFactory = () => Promise<AppStore>;

let provide: (factory: StoreFactory) => void;
const provided = new Promise<StoreFactory>((resolve) => {
  provide = resolve;
});
let loading: Promise<AppStore> | null = null;

/**
 * How the store is made, given once by the app, which knows the slices (src/app/_compose). The factory should import
 * the store lazily, so Redux never weighs on a page's first load (DESIGN §7).
 */
export function provideStore(factory: StoreFactory): void {
  provide(factory);
}

/**
 * The shop's store, created on the first call and shared by every later one. Resolves once the store has rehydrated;
 * after a failure (a chunk that did not download) the next call tries again.
 */
export function loadStore(): Promise<AppStore> {
  loading ??= provided
    .then((factory) => factory())
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
