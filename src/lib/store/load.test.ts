import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './memory-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

// A fresh module each time: loadStore keeps its store for the life of the page.
const freshLoadStore = async () => (await import('./load')).loadStore;

describe('loadStore', () => {
  it('creates one store, rehydrated, and gives it to every caller', async () => {
    const storage = createMemoryStorage();
    storage.setItem(
      'persist:nextjs',
      JSON.stringify({ cart: JSON.stringify({ cartCount: 2, _version: 1 }), _persist: JSON.stringify({ version: -1, rehydrated: true }) }),
    );
    vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: storage }));
    const loadStore = await freshLoadStore();
    const [first, second] = await Promise.all([loadStore(), loadStore()]);
    expect(second).toBe(first);
    expect(await loadStore()).toBe(first);
    expect(first.getState()._persist.rehydrated).toBe(true);
    expect(first.getState().cart.cartCount).toBe(2);
  });

  it('rejects on the server, and tries again on the next call', async () => {
    const loadStore = await freshLoadStore();
    await expect(loadStore()).rejects.toThrow(/browser/);
    vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: createMemoryStorage() }));
    await expect(loadStore()).resolves.toHaveProperty('persistor');
  });
});
