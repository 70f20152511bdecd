import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartRequestFinished, cartRequestStarted, initialCartState, itemAdded } from '@/modules/cart/state';
import { initialCustomerState } from '@/modules/customer/state';
import { setAmount, setECardDetails } from '@/modules/giftcards/state';
import { setWishlist, wishlistRequestFailed, wishlistRequestStarted } from '@/modules/wishlist/state';
import { browsingPreferenceChosen, loggedOut, signedIn } from '@/lib/store/actions';
import { browserTabs } from '@/lib/store/browser-tabs.fixture';
import { PERSIST_STORAGE_KEY } from '@/lib/store/constants';
import { createMemoryStorage } from '@/lib/store/memory-storage';
import { readPersistedState, subscribeToPersistedState } from '@/lib/store/persisted-snapshot';
import type { AppStore } from '@/lib/store/store';
import { cartAnswer, cartItem, cartProduct } from '../../../tests/support/cart';
import { cartCountFrom } from '@/modules/cart';
import { createShopBrowserStore, createShopStore } from './shop-store';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The persisted object, each slice parsed from the JSON string redux-persist keeps it as. */
function stored(storage: Storage): Record<string, unknown> {
  const outer = JSON.parse(storage.getItem(PERSIST_STORAGE_KEY) ?? 'null') as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([slice, json]) => [slice, JSON.parse(json) as unknown]));
}

const answerWithCoupon = cartAnswer({
  items: [cartItem('A', { quantity: 2 })],
  couponCode: 'SAVE',
  couponError: 'This code has expired.',
  messages: ['Coupon note'],
});

async function filledStore(storage: Storage): Promise<AppStore> {
  const store = await createShopStore({ storage, storageEvents: new EventTarget() });
  store.dispatch(signedIn({ customerId: 'customer-42', isOrganizer: false }));
  store.dispatch(browsingPreferenceChosen({ view: 'list' }));
  store.dispatch(cartRequestStarted());
  store.dispatch(cartRequestFinished(answerWithCoupon));
  store.dispatch(cartRequestStarted());
  store.dispatch(setWishlist(['W1', 'W2']));
  store.dispatch(wishlistRequestStarted());
  store.dispatch(wishlistRequestFailed('Down'));
  store.dispatch(setECardDetails({ giftToName: 'Ada' }));
  store.dispatch(setAmount(50));
  await store.persistor.flush();
  return store;
}

describe('the store', () => {
  it('starts from the initial states when nothing is stored, rehydrated', async () => {
    const store = await createShopStore({ storage: createMemoryStorage(), storageEvents: new EventTarget() });
    const state = store.getState();
    expect(Object.keys(state).sort()).toEqual(['_persist', 'cart', 'customer', 'favorites', 'giftCard', 'organization', 'wishlist']);
    expect(state._persist.rehydrated).toBe(true);
    expect(state.organization).toMatchObject({ loadedAt: null, hydrated: true });
    expect(state.favorites).toMatchObject({ orgs: [], hydrated: true });
    expect(state.customer).toEqual(initialCustomerState);
    expect(state.cart).toEqual({ ...initialCartState, rehydrated: true });
  });

  it('persists under persist:nextjs, each slice a JSON string, without transient fields', async () => {
    const storage = createMemoryStorage();
    await filledStore(storage);
    const outer = JSON.parse(storage.getItem('persist:nextjs') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(outer).sort()).toEqual(['_persist', 'cart', 'customer', 'favorites', 'giftCard', 'organization', 'wishlist']);
    expect(typeof outer.cart).toBe('string');
    const slices = stored(storage);
    expect(slices.cart).toEqual({
      cart: answerWithCoupon.cart,
      coupon: { code: 'SAVE', error: null },
      savedForLaterItems: [],
      giftCards: [],
      cartCount: 2,
      _version: 1,
    });
    expect(slices.wishlist).toEqual({ wishlist: ['W1', 'W2'], sortMethod: 'newest', query: '' });
    expect(slices.customer).toMatchObject({ customerId: 'customer-42', browsingPreferences: { view: 'list', sortBy: null } });
    expect(slices.giftCard).toMatchObject({ amount: 50, eCardDetails: { giftToName: 'Ada', style: 'Image1' } });
  });

  it('comes back the same in a new page (round trip), with this page’s own flags fresh', async () => {
    const storage = createMemoryStorage();
    const first = (await filledStore(storage)).getState();
    const second = (await createShopStore({ storage, storageEvents: new EventTarget() })).getState();
    expect(second.customer).toEqual(first.customer);
    expect(second.giftCard).toEqual(first.giftCard);
    expect(second.wishlist).toEqual({ ...first.wishlist, loading: false, error: null });
    // Spec §4: rehydration clears any coupon error; the counter and notices belong to the first page.
    expect(second.cart).toEqual({ ...first.cart, loading: 0, messages: [], coupon: { code: 'SAVE', error: null }, rehydrated: true });
  });

  it('discards the whole persisted state when its cart version is not 1 (spec §4)', async () => {
    for (const version of [0, 2, undefined]) {
      const storage = createMemoryStorage();
      storage.setItem(
        PERSIST_STORAGE_KEY,
        JSON.stringify({
          customer: JSON.stringify({ ...initialCustomerState, customerId: 'old' }),
          cart: JSON.stringify({ cart: { ...initialCartState.cart, items: [cartItem('A')] }, cartCount: 1, _version: version }),
          _persist: JSON.stringify({ version: -1, rehydrated: true }),
        }),
      );
      const state = (await createShopStore({ storage, storageEvents: new EventTarget() })).getState();
      expect(state.customer.customerId).toBeNull();
      expect(state.cart.cart.items).toEqual([]);
      expect(state.cart.cartCount).toBe(0);
    }
  });

  it('starts empty when storage holds something unreadable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = createMemoryStorage();
    storage.setItem(PERSIST_STORAGE_KEY, '{not json');
    const store = await createShopStore({ storage, storageEvents: new EventTarget() });
    expect(store.getState().cart).toEqual({ ...initialCartState, rehydrated: true });
    store.dispatch(signedIn({ customerId: 'fresh', isOrganizer: false }));
    await store.persistor.flush();
    expect(stored(storage).customer).toMatchObject({ customerId: 'fresh' });
  });

  it('resets customer and cart on logout, in this tab and in storage (spec §4)', async () => {
    const storage = createMemoryStorage();
    const store = await filledStore(storage);
    store.dispatch(loggedOut());
    await store.persistor.flush();
    expect(store.getState().customer).toEqual(initialCustomerState);
    expect(store.getState().cart.cart).toEqual(initialCartState.cart);
    expect(store.getState().wishlist.wishlist).toEqual(['W1', 'W2']);
    expect(stored(storage)).toMatchObject({ customer: initialCustomerState, cart: { cart: initialCartState.cart, cartCount: 0 } });
  });
});

describe('the store across tabs (spec §4 Persistence)', () => {
  it('rehydrates a tab when another tab writes, then settles without echoing writes back and forth', async () => {
    const { tabs, eventsFired } = browserTabs(2);
    const [first, second] = tabs;
    if (!first || !second) throw new Error('two tabs expected');
    const storeA = await createShopStore({ storage: first.storage, storageEvents: first.window });
    const storeB = await createShopStore({ storage: second.storage, storageEvents: second.window });
    storeB.dispatch(cartRequestStarted());

    storeA.dispatch(signedIn({ customerId: 'customer-42', isOrganizer: false }));
    storeA.dispatch(itemAdded({ product: cartProduct('A'), quantity: 3, currency: 'usd' }));
    await storeA.persistor.flush();

    await vi.waitFor(() => expect(storeB.getState().cart.cartCount).toBe(3));
    expect(storeB.getState().customer.customerId).toBe('customer-42');
    expect(storeB.getState().cart.cart.items).toEqual(storeA.getState().cart.cart.items);
    // Tab B's own call is still in flight.
    expect(storeB.getState().cart.loading).toBe(1);

    const settled = eventsFired();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(eventsFired()).toBe(settled);
    expect(storeA.getState().cart.cartCount).toBe(3);

    storeB.dispatch(loggedOut());
    await storeB.persistor.flush();
    await vi.waitFor(() => expect(storeA.getState().customer.customerId).toBeNull());
    expect(storeA.getState().cart.cartCount).toBe(0);
  });
});

describe('the store across tabs: no echo', () => {
  it("does not write another tab's state back, so its next change cannot be undone by the echo", async () => {
    const { tabs } = browserTabs(2);
    const [first, second] = tabs;
    if (!first || !second) throw new Error('two tabs expected');
    const storeA = await createShopStore({ storage: first.storage, storageEvents: first.window });
    const storeB = await createShopStore({ storage: second.storage, storageEvents: second.window });
    const writesOfB = vi.spyOn(second.storage, 'setItem');

    storeA.dispatch(itemAdded({ product: cartProduct('A'), quantity: 1, currency: 'usd' }));
    await storeA.persistor.flush();
    await vi.waitFor(() => expect(storeB.getState().cart.cartCount).toBe(1));
    await storeB.persistor.flush();
    expect(writesOfB).not.toHaveBeenCalled();

    // A's next change, made while B was adopting the first, is what stays.
    storeA.dispatch(itemAdded({ product: cartProduct('B'), quantity: 2, currency: 'usd' }));
    await storeA.persistor.flush();
    await vi.waitFor(() => expect(storeB.getState().cart.cartCount).toBe(3));
    expect(stored(first.storage).cart).toMatchObject({ cartCount: 3 });

    // B's own changes are written as before.
    storeB.dispatch(signedIn({ customerId: 'customer-7', isOrganizer: false }));
    await storeB.persistor.flush();
    expect(writesOfB).toHaveBeenCalled();
    await vi.waitFor(() => expect(storeA.getState().customer.customerId).toBe('customer-7'));
  });
});

describe('createShopBrowserStore', () => {
  it('refuses to run on the server', async () => {
    await expect(createShopBrowserStore()).rejects.toThrow(/browser/);
  });

  it('uses the window’s local storage and tells the cart badge about its writes', async () => {
    const storage = createMemoryStorage();
    vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: storage }));
    const store = await createShopBrowserStore();
    const notified = vi.fn();
    const unsubscribe = subscribeToPersistedState(notified);
    store.dispatch(itemAdded({ product: cartProduct('A'), quantity: 2, currency: 'usd' }));
    await store.persistor.flush();
    unsubscribe();
    expect(notified).toHaveBeenCalled();
    expect(cartCountFrom(readPersistedState())).toBe(2);
  });

  it('falls back to memory when local storage refuses access', async () => {
    vi.stubGlobal(
      'window',
      Object.defineProperty(new EventTarget(), 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    );
    const store = await createShopBrowserStore();
    store.dispatch(signedIn({ customerId: 'private-mode', isOrganizer: false }));
    await store.persistor.flush();
    expect(store.getState().customer.customerId).toBe('private-mode');
  });
});
