import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartCountFrom } from '../stored-cart';
import { readCartCount } from './cart-count';
import { announcePersistedStateWritten, subscribeToPersistedState } from '@/lib/store/persisted-snapshot';
import { PERSIST_STORAGE_KEY } from '@/lib/store/constants';
import { createMemoryStorage } from '@/lib/store/memory-storage';
import { storageEvent } from '@/lib/store/browser-tabs.fixture';

/** A value as redux-persist writes it: the outer object holds each slice as a JSON string. */
const persisted = (cart: unknown) =>
  JSON.stringify({ customer: JSON.stringify({ customerId: null }), cart: JSON.stringify(cart), _persist: JSON.stringify({ version: -1, rehydrated: true }) });

function browserWindow(storage: Storage = createMemoryStorage()) {
  const window = Object.assign(new EventTarget(), { localStorage: storage });
  vi.stubGlobal('window', window);
  return window;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cartCountFrom', () => {
  it('reads cartCount from the cart slice inside the persisted object', () => {
    expect(cartCountFrom(persisted({ cartCount: 4, _version: 1 }))).toBe(4);
    expect(cartCountFrom(persisted({ cartCount: 0, _version: 1 }))).toBe(0);
  });

  it('is 0 when nothing is stored', () => {
    expect(cartCountFrom(null)).toBe(0);
    expect(cartCountFrom(JSON.stringify({ customer: '{}' }))).toBe(0);
  });

  it('is 0 for garbage rather than throwing', () => {
    for (const garbage of [
      '',
      '{',
      'null',
      '[]',
      '"text"',
      JSON.stringify({ cart: '{' }),
      JSON.stringify({ cart: { cartCount: 3 } }),
      JSON.stringify({ cart: '[3]' }),
    ]) {
      expect(cartCountFrom(garbage)).toBe(0);
    }
    for (const cartCount of ['3', -2, 1.5, Number.MAX_VALUE, null]) {
      expect(cartCountFrom(persisted({ cartCount, _version: 1 }))).toBe(0);
    }
  });

  it('is 0 for a cart of another version, which the store discards', () => {
    expect(cartCountFrom(persisted({ cartCount: 4, _version: 2 }))).toBe(0);
    expect(cartCountFrom(persisted({ cartCount: 4 }))).toBe(0);
  });
});

describe('readCartCount', () => {
  it('is 0 on the server', () => {
    expect(readCartCount()).toBe(0);
  });

  it('reads the window’s local storage: valid, missing and garbage values', () => {
    const { localStorage } = browserWindow();
    expect(readCartCount()).toBe(0);
    localStorage.setItem(PERSIST_STORAGE_KEY, persisted({ cartCount: 7, _version: 1 }));
    expect(readCartCount()).toBe(7);
    localStorage.setItem(PERSIST_STORAGE_KEY, 'garbage');
    expect(readCartCount()).toBe(0);
    localStorage.setItem(PERSIST_STORAGE_KEY, persisted({ cartCount: 2, _version: 1 }));
    expect(readCartCount()).toBe(2);
    localStorage.removeItem(PERSIST_STORAGE_KEY);
    expect(readCartCount()).toBe(0);
  });

  it('is 0 when the browser refuses local storage', () => {
    vi.stubGlobal(
      'window',
      Object.defineProperty(new EventTarget(), 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    );
    expect(readCartCount()).toBe(0);
  });
});

describe('subscribeToPersistedState', () => {
  it('hears this tab’s store writes and other tabs’ writes of the key, until unsubscribed', () => {
    const window = browserWindow();
    const onChange = vi.fn();
    const unsubscribe = subscribeToPersistedState(onChange);
    announcePersistedStateWritten();
    window.dispatchEvent(storageEvent({ key: PERSIST_STORAGE_KEY, newValue: '{}', storageArea: window.localStorage }));
    window.dispatchEvent(storageEvent({ key: null, newValue: null, storageArea: window.localStorage }));
    window.dispatchEvent(storageEvent({ key: 'NEXT_LOCALE', newValue: 'en-CA', storageArea: window.localStorage }));
    expect(onChange).toHaveBeenCalledTimes(3);
    unsubscribe();
    announcePersistedStateWritten();
    window.dispatchEvent(storageEvent({ key: PERSIST_STORAGE_KEY, newValue: '{}', storageArea: window.localStorage }));
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
