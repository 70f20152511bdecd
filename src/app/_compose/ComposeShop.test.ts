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
  it('registers the cart’s move as a step of the switch', async () => {
    await import('./ComposeShop');
    const { siteSwitchSteps } = await import('@/modules/regions/ui');
    const { moveCartWithShopper } = await import('@/modules/cart/ui');
    expect(siteSwitchSteps()).toEqual([moveCartWithShopper]);
  });
});
