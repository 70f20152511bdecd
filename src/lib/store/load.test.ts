import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from './store';

afterEach(() => {
  vi.resetModules();
});

// A fresh module each time: loadStore keeps its store for the life of the page.
const freshLoad = async () => import('./load');
const someStore = { persistor: {} } as AppStore;

describe('loadStore', () => {
  it('waits for the app to provide the store, then makes one and gives it to every caller', async () => {
    const { loadStore, provideStore } = await freshLoad();
    const factory = vi.fn(async () => someStore);
    const early = loadStore();
    await Promise.resolve();
    expect(factory).not.toHaveBeenCalled();
    provideStore(factory);
    const [first, second] = await Promise.all([early, loadStore()]);
    expect(first).toBe(someStore);
    expect(second).toBe(first);
    expect(await loadStore()).toBe(first);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next call after a failure', async () => {
    const { loadStore, provideStore } = await freshLoad();
    const factory = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(someStore);
    provideStore(factory);
    await expect(loadStore()).rejects.toThrow(/chunk failed/);
    await expect(loadStore()).resolves.toBe(someStore);
    expect(factory).toHaveBeenCalledTimes(2);
  });
});
