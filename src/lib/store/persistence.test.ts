import { REHYDRATE } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToPersistedState } from './persisted-snapshot';
import { createMemoryStorage } from './memory-storage';
import { asyncStorage, acceptedState, isShopRehydration, persistConfig, storedSliceOf } from './persistence';

afterEach(() => {
  vi.unstubAllGlobals();
});

const _persist = { version: -1, rehydrated: true };

describe('persistConfig', () => {
  const config = persistConfig(asyncStorage(createMemoryStorage()), {
    cart: { stored: (cart: { items: string[]; loading: number }) => ({ items: cart.items }), acceptsStored: (stored) => stored === 'current' },
    customer: { stored: (customer: { id: string }) => customer },
  });

  it('persists the listed slices under the key nextjs, giving up on storage after the spec §9 5000 ms', () => {
    expect(config).toMatchObject({ key: 'nextjs', timeout: 5000, whitelist: ['cart', 'customer'], stateReconciler: false });
  });

  it('takes a stored state back only when every slice accepts its part', async () => {
    const state = { _persist, cart: 'current', customer: {} } as never;
    await expect(config.migrate?.(state, -1)).resolves.toBe(state);
    await expect(config.migrate?.({ _persist, cart: 'old', customer: {} } as never, -1)).resolves.toBeUndefined();
  });

  it('stores only the part each slice names, and redux-persist’s own record as it is', () => {
    const [transform] = config.transforms ?? [];
    const root = { cart: { items: ['A'], loading: 2 }, customer: { id: 'c' } };
    expect(transform?.in(root.cart, 'cart', root)).toEqual({ items: ['A'] });
    expect(transform?.in({ version: -1, rehydrated: true }, '_persist' as never, root)).toEqual({ version: -1, rehydrated: true });
    expect(transform?.out({ items: ['A'] }, 'cart', root)).toEqual({ items: ['A'] });
  });
});

describe('acceptedState', () => {
  const parts = {
    cart: { stored: (cart: unknown) => cart, acceptsStored: (stored: unknown) => (stored as { _version?: number } | null)?._version === 1 },
    customer: { stored: (customer: unknown) => customer },
  };

  it('keeps a stored state that every slice with a rule accepts (a slice without one takes any)', () => {
    const state = { _persist, cart: { _version: 1 }, customer: 'anything' } as never;
    expect(acceptedState(parts, state)).toBe(state);
  });

  it('discards it whole when one slice refuses its part, or when nothing was stored', () => {
    for (const cart of [{ _version: 0 }, { _version: 2 }, {}, null, undefined]) {
      expect(acceptedState(parts, { _persist, cart, customer: { customerId: 'c' } } as never)).toBeUndefined();
    }
    expect(acceptedState(parts, undefined)).toBeUndefined();
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
