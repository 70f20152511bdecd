import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { REHYDRATE } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { loggedOut } from '@/lib/store/actions';
import { answerArbitrary, cartAnswer, cartItem, cartProduct, isoDateArbitrary, productArbitrary, quantityArbitrary, SKUS } from '../../../tests/support/cart';
import {
  cartRequestFinished,
  cartRequestStarted,
  cartSlice,
  couponRemoved,
  initialCartState,
  itemAdded,
  itemRemoved,
  quantityChanged,
  savedForLaterToggled,
  storedCart,
  syncCart,
  type CartState,
} from './state';
import type { CartAnswer } from './types';

const reduce = (actions: UnknownAction[], from: CartState = initialCartState): CartState => actions.reduce(cartSlice.reducer, from);

const answered = (answer: CartAnswer): CartState => reduce([cartRequestStarted(), cartRequestFinished(answer)]);

const rehydrate = (payload: unknown, key = 'nextjs') => ({ type: REHYDRATE, key, payload });

describe('cart slice: initial state (spec §3, §9)', () => {
  it('starts empty, in usd, version 1, not loading and not yet rehydrated', () => {
    expect(initialCartState).toEqual({
      loading: 0,
      cart: { customerId: '', currency: 'usd', subtotal: 0, couponTotalSaved: 0, discounts: [], items: [] },
      coupon: { code: null, error: null },
      messages: [],
      savedForLaterItems: [],
      giftCards: [],
      cartCount: 0,
      rehydrated: false,
      _version: 1,
    });
    expect(cartSlice.reducer(undefined, { type: 'unknown' })).toEqual(initialCartState);
  });
});

describe('cart slice: optimistic changes', () => {
  it('adds a new sku, then raises its quantity capped at max_purchase_qty, with subtotal and count following', () => {
    const product = cartProduct('A', { max_purchase_qty: 3, sale_price_usd: 5 });
    const once = reduce([itemAdded({ product, quantity: 2, currency: 'usd', createdAt: '2026-01-01T00:00:00.000Z' })]);
    expect(once.cart.items).toHaveLength(1);
    expect(once.cart.subtotal).toBe(10);
    expect(once.cartCount).toBe(2);
    const twice = reduce([itemAdded({ product, quantity: 5, currency: 'usd' })], once);
    expect(twice.cart.items[0]?.quantity).toBe(3);
    expect(twice.cart.subtotal).toBe(15);
    expect(twice.cartCount).toBe(3);
  });

  it('stamps a new line with the time of the add', () => {
    const before = Date.now();
    const state = reduce([itemAdded({ product: cartProduct('A'), quantity: 1, currency: 'usd' })]);
    const createdAt = Date.parse(state.cart.items[0]?.createdAt ?? '');
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(Date.now());
  });

  it('leaves a cart of the other currency to the server', () => {
    const state = reduce([itemAdded({ product: cartProduct('A'), quantity: 1, currency: 'cad' })]);
    expect(state).toEqual(initialCartState);
  });

  it('changes a quantity, removes, and toggles save-for-later, keeping subtotal, count and the saved order', () => {
    const start = answered(
      cartAnswer({
        items: [cartItem('A', { quantity: 1, finalPrice: 10, createdAt: '2026-01-03T00:00:00.000Z' }), cartItem('B', { quantity: 2, finalPrice: 2.5 })],
        savedForLaterItems: [cartItem('C', { savedForLater: true, createdAt: '2026-01-02T00:00:00.000Z' })],
      }),
    );
    const changed = reduce([quantityChanged({ sku: 'A', quantity: 4 })], start);
    expect(changed.cart.subtotal).toBe(45);
    expect(changed.cartCount).toBe(6);
    const saved = reduce([savedForLaterToggled('A')], changed);
    expect(saved.cart.items.map((item) => item.sku)).toEqual(['B']);
    expect(saved.savedForLaterItems.map((item) => item.sku)).toEqual(['C', 'A']);
    expect(saved.cart.subtotal).toBe(5);
    expect(saved.cartCount).toBe(2);
    const removed = reduce([itemRemoved('B')], saved);
    expect(removed.cart.items).toEqual([]);
    expect(removed.cart.subtotal).toBe(0);
    expect(removed.cartCount).toBe(0);
  });

  it('clears the server notices on a local change', () => {
    const start = answered(cartAnswer({ items: [cartItem('A')], messages: ['You can order up to 5 of Book A.'] }));
    expect(start.messages).toHaveLength(1);
    expect(reduce([quantityChanged({ sku: 'A', quantity: 2 })], start).messages).toEqual([]);
  });

  it('removes the coupon: its discount, code and saving go, promotions stay, the subtotal is floored at 0', () => {
    const start = answered(
      cartAnswer({
        items: [cartItem('A', { quantity: 1, finalPrice: 10 })],
        discounts: [
          { type: 'coupon', value: 4, label: 'SAVE4' },
          { type: 'promotion', value: 12, label: 'Board books' },
        ],
        couponCode: 'SAVE4',
      }),
    );
    expect(start.cart.subtotal).toBe(0);
    const state = reduce([couponRemoved()], start);
    expect(state.cart.discounts).toEqual([{ type: 'promotion', value: 12, label: 'Board books' }]);
    expect(state.coupon).toEqual({ code: null, error: null });
    expect(state.cart.couponTotalSaved).toBe(0);
    expect(state.cart.subtotal).toBe(0);
  });
});

describe('cart slice: for any sequence of operations (property)', () => {
  const operation = fc.oneof(
    fc
      .record({ product: productArbitrary, quantity: quantityArbitrary, createdAt: isoDateArbitrary })
      .map(({ product, quantity, createdAt }) => itemAdded({ product, quantity, currency: 'usd', createdAt })),
    fc.record({ sku: fc.constantFrom(...SKUS), quantity: quantityArbitrary }).map((change) => quantityChanged(change)),
    fc.constantFrom(...SKUS).map((sku) => itemRemoved(sku)),
    fc.constantFrom(...SKUS).map((sku) => savedForLaterToggled(sku)),
    fc.constant(couponRemoved()),
  );

  it('keeps quantities within 1..max_purchase_qty, the subtotal ≥ 0 and exact, the count right and the saved list sorted', () => {
    fc.assert(
      fc.property(answerArbitrary, fc.array(operation, { maxLength: 40 }), (answer, operations) => {
        let state = answered(answer);
        for (const action of operations) {
          state = cartSlice.reducer(state, action);
          const all = [...state.cart.items, ...state.savedForLaterItems];
          for (const item of all) {
            expect(item.quantity).toBeGreaterThanOrEqual(1);
            expect(item.quantity).toBeLessThanOrEqual(item.max_purchase_qty);
            expect(Number.isInteger(item.quantity)).toBe(true);
          }
          expect(new Set(all.map((item) => item.sku)).size).toBe(all.length);
          expect(state.cart.items.every((item) => !item.savedForLater)).toBe(true);
          expect(state.savedForLaterItems.every((item) => item.savedForLater)).toBe(true);
          expect(state.cart.subtotal).toBeGreaterThanOrEqual(0);
          const itemsCents = state.cart.items.reduce((sum, item) => sum + item.quantity * Math.round(item.finalPrice * 100), 0);
          const discountCents = state.cart.discounts.reduce((sum, discount) => sum + Math.round(discount.value * 100), 0);
          expect(Math.round(state.cart.subtotal * 100)).toBe(Math.max(0, itemsCents - discountCents));
          expect(state.cartCount).toBe(state.cart.items.reduce((sum, item) => sum + item.quantity, 0));
          const savedTimes = state.savedForLaterItems.map((item) => Date.parse(item.createdAt));
          expect(savedTimes).toEqual([...savedTimes].sort((a, b) => a - b));
        }
      }),
    );
  });
});

describe('cart slice: loading counter (spec §4)', () => {
  const first = cartAnswer({ items: [cartItem('A', { quantity: 1 })] });
  const second = cartAnswer({ items: [cartItem('A', { quantity: 2 })] });

  it('counts calls in flight and never goes below 0', () => {
    const state = reduce([cartRequestStarted(), cartRequestStarted()]);
    expect(state.loading).toBe(2);
    expect(reduce([cartRequestFinished(null), cartRequestFinished(null), cartRequestFinished(null)], state).loading).toBe(0);
  });

  it('applies an answer when its call is the last in flight', () => {
    const state = reduce([cartRequestStarted(), cartRequestFinished(first)]);
    expect(state).toEqual({
      loading: 0,
      cart: first.cart,
      coupon: first.coupon,
      messages: first.messages,
      savedForLaterItems: first.savedForLaterItems,
      giftCards: first.giftCards,
      cartCount: 1,
      rehydrated: false,
      _version: 1,
    });
  });

  it('drops an answer that arrives while another call is in flight, and applies the last one', () => {
    const overlapping = reduce([cartRequestStarted(), cartRequestStarted(), cartRequestFinished(first)]);
    expect(overlapping.loading).toBe(1);
    expect(overlapping.cart).toEqual(initialCartState.cart);
    const done = reduce([cartRequestFinished(second)], overlapping);
    expect(done.cart).toEqual(second.cart);
  });

  it('keeps the optimistic state when the last call fails', () => {
    const optimistic = reduce([itemAdded({ product: cartProduct('A'), quantity: 1, currency: 'usd' }), cartRequestStarted()]);
    const failed = reduce([cartRequestFinished(null)], optimistic);
    expect(failed).toEqual({ ...optimistic, loading: 0 });
  });

  it('applies a result only when the counter returns to zero, under any interleaving (property)', () => {
    const step = fc.oneof(
      fc.constant({ kind: 'start' as const }),
      fc.record({ kind: fc.constant('finish' as const), answer: fc.option(answerArbitrary, { nil: null }) }),
      fc.record({ kind: fc.constant('add' as const), product: productArbitrary }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let state = initialCartState;
        let inFlight = 0;
        for (const current of steps) {
          const before = state;
          if (current.kind === 'start') {
            state = cartSlice.reducer(state, cartRequestStarted());
            inFlight += 1;
            expect(state).toEqual({ ...before, loading: inFlight });
          } else if (current.kind === 'add') {
            state = cartSlice.reducer(state, itemAdded({ product: current.product, quantity: 1, currency: 'usd', createdAt: '2026-01-01T00:00:00.000Z' }));
            expect(state.loading).toBe(inFlight);
          } else {
            state = cartSlice.reducer(state, cartRequestFinished(current.answer));
            inFlight = Math.max(0, inFlight - 1);
            if (inFlight === 0 && current.answer) {
              const { freeShipping: _derivedOnThePage, ...answerState } = current.answer;
              expect(state).toEqual({ ...before, ...answerState, loading: 0 });
            } else {
              expect(state).toEqual({ ...before, loading: inFlight });
            }
          }
        }
      }),
    );
  });

  it('syncCart runs a call inside the counter, applies its answer, and ends the count on failure', async () => {
    const store = configureStore({ reducer: cartSlice.reducer });
    let finishCall: (answer: CartAnswer) => void = () => undefined;
    const pending = store.dispatch(syncCart(() => new Promise<CartAnswer>((resolve) => (finishCall = resolve))));
    expect(store.getState().loading).toBe(1);
    finishCall(first);
    await expect(pending).resolves.toBe(first);
    expect(store.getState().cart).toEqual(first.cart);
    expect(store.getState().loading).toBe(0);

    const refused = new Error('network down');
    await expect(store.dispatch(syncCart(() => Promise.reject(refused)))).rejects.toBe(refused);
    expect(store.getState().loading).toBe(0);
    expect(store.getState().cart).toEqual(first.cart);
  });
});

describe('cart slice: logout and rehydration', () => {
  it('resets the cart on logout, keeping the calls in flight counted and the rehydrated flag', () => {
    const state = reduce(
      [rehydrate(undefined), cartRequestStarted(), cartRequestStarted(), cartRequestFinished(cartAnswer({ items: [cartItem('A')] })), loggedOut()],
      answered(cartAnswer({ items: [cartItem('B')] })),
    );
    expect(state).toEqual({ ...initialCartState, loading: 1, rehydrated: true });
  });

  it('takes the stored cart on rehydration, clears any coupon error and marks the cart rehydrated', () => {
    const stored = answered(cartAnswer({ items: [cartItem('A', { quantity: 2 })], couponCode: 'SAVE', couponError: 'This code has expired.' }));
    const inFlight = reduce([cartRequestStarted()]);
    const state = reduce([rehydrate({ cart: { ...storedCart(stored), coupon: { code: 'SAVE', error: 'This code has expired.' } } })], inFlight);
    expect(state.cart).toEqual(stored.cart);
    expect(state.cartCount).toBe(2);
    expect(state.coupon).toEqual({ code: 'SAVE', error: null });
    expect(state.rehydrated).toBe(true);
    // This tab's own call is still in flight.
    expect(state.loading).toBe(1);
  });

  it('clears the coupon error and marks rehydrated even when nothing was stored', () => {
    const withError = answered(cartAnswer({ couponCode: 'OLD', couponError: 'This code is not valid. Check it and try again.' }));
    expect(reduce([rehydrate(undefined)], withError)).toEqual({ ...withError, coupon: { code: 'OLD', error: null }, rehydrated: true });
  });

  it('ignores transient fields and rehydrations of other keys', () => {
    const state = reduce([rehydrate({ cart: { loading: 7, messages: ['stale'], rehydrated: false, cartCount: 3 } })]);
    expect(state).toEqual({ ...initialCartState, cartCount: 3, rehydrated: true });
    expect(reduce([rehydrate({ cart: { cartCount: 3 } }, 'other')])).toEqual(initialCartState);
  });

  it('stores the cart, coupon code, saved list, count and version, never the counter, notices or a coupon error', () => {
    const state = { ...answered(cartAnswer({ items: [cartItem('A')], couponCode: 'SAVE', couponError: 'Expired.', messages: ['note'] })), loading: 2 };
    expect(storedCart(state)).toEqual({
      cart: state.cart,
      coupon: { code: 'SAVE', error: null },
      savedForLaterItems: [],
      giftCards: [],
      cartCount: 1,
      _version: 1,
    });
  });
});
