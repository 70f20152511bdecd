import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@/lib/store/memory-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('ComposeShop', () => {
  it('gives loadStore the shop’s slices: the store it loads holds every part, rehydrated from storage', async () => {
    const storage = createMemoryStorage();
    storage.setItem(
      'persist:nextjs',
      JSON.stringify({ cart: JSON.stringify({ cartCount: 2, _version: 1 }), _persist: JSON.stringify({ version: -1, rehydrated: true }) }),
    );
    vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: storage }));
    await import('./ComposeShop');
    const { loadStore } = await import('@/lib/store/load');
    const state = (await loadStore()).getState();
    expect(Object.keys(state).sort()).toEqual(['_persist', 'cart', 'customer', 'favorites', 'giftCard', 'organization', 'wishlist']);
    expect(state.cart.cartCount).toBe(2);
  });

  it('on the server the store is refused, and the next call tries again', async () => {
    await import('./ComposeShop');
    const { loadStore } = await import('@/lib/store/load');
    await expect(loadStore()).rejects.toThrow(/browser/);
    vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: createMemoryStorage() }));
    await expect(loadStore()).resolves.toHaveProperty('persistor');
  });
});

describe('ComposeShop and the locale switch', () => {
  it('registers one step, which moves the cart with the shopper and passes on what to tell them', async () => {
    const move = vi.fn(async () => ['One item stayed behind.']);
    vi.doMock('@/modules/cart/ui', () => ({ moveCartWithShopper: move }));
    await import('./ComposeShop');
    const { siteSwitchSteps } = await import('@/modules/regions/ui');
    const steps = siteSwitchSteps();
    expect(steps).toHaveLength(1);
    await expect(steps[0]!('us', 'ca')).resolves.toEqual(['One item stayed behind.']);
    expect(move).toHaveBeenCalledWith('us', 'ca');
    vi.doUnmock('@/modules/cart/ui');
  });
});
