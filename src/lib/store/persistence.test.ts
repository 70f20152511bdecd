import { REHYDRATE } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToPersistedState } from './persisted-snapshot';
import { createMemoryStorage } from './memory-storage';
import { asyncStorage, discardUnlessCurrentCart, isShopRehydration, persistConfig, storedSliceOf } from './persistence';

afterEach(() => {
  vi.unstubAllGlobals();
});

const _persist = { version: -1, rehydrated: true };

describe('persistConfig', () => {
  const config = persistConfig(asyncStorage(createMemoryStorage()), {
    cart: (cart: { items: string[]; loading: number }) => ({ items: cart.items }),
    customer: (customer: { id: string }) => customer,
  });

  it('persists the listed slices under the key nextjs, giving up on storage after the spec §9 5000 ms', () => {
    expect(config).toMatchObject({ key: 'nextjs', timeout: 5000, whitelist: ['cart', 'customer'], stateReconciler: false, migrate: discardUnlessCurrentCart });
  });

  it('stores only the part each slice names, and redux-persist’s own record as it is', () => {
    const [transform] = config.transforms ?? [];
    const root = { cart: { items: ['A'], loading: 2 }, customer: { id: 'c' } };
    expect(transform?.in(root.cart, 'cart', root)).toEqual({ items: ['A'] });
    expect(transform?.in({ version: -1, rehydrated: true }, '_persist' as never, root)).toEqual({ version: -1, rehydrated: true });
    expect(transform?.out({ items: ['A'] }, 'cart', root)).toEqual({ items: ['A'] });
  });
});

describe('discardUnlessCurrentCart', () => {
  it('keeps a persisted state whose cart is version 1', async () => {
    const state = { _persist, cart: { _version: 1 }, customer: {} };
    await expect(discardUnlessCurrentCart(state)).resolves.toBe(state);
  });

  it('discards it whole for any other cart version, or without a cart', async () => {
    for (const cart of [{ _version: 0 }, { _version: 2 }, { _version: '1' }, {}, null, '{"_version":1}']) {
      await expect(discardUnlessCurrentCart({ _persist, cart, customer: { customerId: 'c' } } as never)).resolves.toBeUndefined();
    }
    await expect(discardUnlessCurrentCart(undefined)).resolves.toBeUndefined();
  });
});

describe('isShopRehydration and storedSliceOf', () => {
  it('recognises a rehydration of the nextjs key only', () => {
    expect(isShopRehydration({ type: REHYDRATE, key: 'nextjs' } as never)).toBe(true);
    expect(isShopRehydration({ type: REHYDRATE, key: 'other' } as never)).toBe(false);
    expect(isShopRehydration({ type: 'persist/PERSIST' })).toBe(false);
  });

  it('picks the listed fields a slice stored, nothing when it stored nothing', () => {
    const action = { type: REHYDRATE, key: 'nextjs', payload: { wishlist: { wishlist: ['A'], query: 'tree', loading: true } } } as const;
    expect(storedSliceOf<{ wishlist: string[]; query: string; loading: boolean }, 'wishlist' | 'query'>(action, 'wishlist', ['wishlist', 'query'])).toEqual({
      wishlist: ['A'],
      query: 'tree',
    });
    expect(storedSliceOf<{ cart: unknown }, 'cart'>(action, 'cart', ['cart'])).toEqual({});
    expect(storedSliceOf<{ cart: unknown }, 'cart'>({ type: REHYDRATE, key: 'nextjs', payload: undefined }, 'cart', ['cart'])).toEqual({});
  });
});

describe('asyncStorage', () => {
  it('wraps a Web Storage in promises and announces each write to the cart badge', async () => {
    vi.stubGlobal('window', new EventTarget());
    const storage = createMemoryStorage();
    const store = asyncStorage(storage);
    const announced = vi.fn();
    const unsubscribe = subscribeToPersistedState(announced);
    await store.setItem('persist:nextjs', '{}');
    unsubscribe();
    expect(announced).toHaveBeenCalledTimes(1);
    await expect(store.getItem('persist:nextjs')).resolves.toBe('{}');
    await store.removeItem('persist:nextjs');
    expect(storage.getItem('persist:nextjs')).toBeNull();
  });

  it('rejects when the browser refuses the write (storage full), for redux-persist to report', async () => {
    const full = createMemoryStorage();
    full.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    await expect(asyncStorage(full).setItem('persist:nextjs', '{}')).rejects.toThrow(/quota/);
  });
});
