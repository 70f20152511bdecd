/**
 * The cart in the browser (spec §3 Cart state, §4 Cart). Server answers are the truth; the optimistic reducers apply the
 * same rules at once so the page answers a click before the server does (rules in `@/lib/store/cart-rules`).
 */
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/lib/store/actions';
import { addToCart, cartSubtotal, cartUnitCount, changeQuantity, removeFromCart, toggleSavedForLater, type CartLines, type CartProduct } from './cart-rules';
import { CART_STATE_VERSION } from './stored-cart';
import { isShopRehydration, storedSliceOf } from '@/lib/store/persistence';
import type { Cart, CartAnswer, CartCurrency, CartGiftCard, CartItem } from './types';
import { storePart } from '@/lib/store/store-part';
import { acceptsStoredCart } from './stored-cart';

export interface CartState {
  /** Cart calls in flight (spec §4: loading is a counter); never below 0. */
  loading: number;
  cart: Cart;
  coupon: { code: string | null; error: string | null };
  /** The server's notices about the last change; a local change clears them. */
  messages: string[];
  /** Sorted by createdAt, oldest first. */
  savedForLaterItems: CartItem[];
  /** eCards waiting to be bought. */
  giftCards: CartGiftCard[];
  /** Units in the cart plus its eCards, saved-for-later items excluded. */
  cartCount: number;
  /** Whether this tab has read the stored cart yet. */
  rehydrated: boolean;
  _version: typeof CART_STATE_VERSION;
}

export const initialCartState: CartState = {
  loading: 0,
  cart: { customerId: '', currency: 'usd', subtotal: 0, couponTotalSaved: 0, discounts: [], items: [] },
  coupon: { code: null, error: null },
  messages: [],
  savedForLaterItems: [],
  giftCards: [],
  cartCount: 0,
  rehydrated: false,
  _version: CART_STATE_VERSION,
};

/** The loading counter, the notices and the rehydrated flag belong to this tab, so they are not stored. */
const STORED_CART_FIELDS = ['cart', 'coupon', 'savedForLaterItems', 'giftCards', 'cartCount', '_version'] as const satisfies readonly (keyof CartState)[];
type StoredCart = Pick<CartState, (typeof STORED_CART_FIELDS)[number]>;

/** An optimistic add; createdAt stamps a new line, as the server does. */
export interface ItemAdded {
  product: CartProduct;
  quantity: number;
  /** The site's currency, which the product's price is taken in. */
  currency: CartCurrency;
  createdAt: string;
}

/** The state after a local change to the lines: totals and count follow the lines, old notices go. */
function withLines(state: CartState, lines: CartLines): CartState {
  return {
    ...state,
    cart: { ...state.cart, items: lines.items, subtotal: cartSubtotal(lines.items, state.cart.discounts) },
    savedForLaterItems: lines.savedForLaterItems,
    cartCount: cartUnitCount(lines.items) + state.giftCards.length,
    messages: [],
  };
}

const linesOf = (state: CartState): CartLines => ({ items: state.cart.items, savedForLaterItems: state.savedForLaterItems });

/** The state a server answer gives, keeping what is this tab's own. */
function fromAnswer(answer: CartAnswer, loading: number, rehydrated: boolean): CartState {
  return {
    loading,
    cart: answer.cart,
    coupon: answer.coupon,
    messages: answer.messages,
    savedForLaterItems: answer.savedForLaterItems,
    giftCards: answer.giftCards,
    cartCount: answer.cartCount,
    rehydrated,
    _version: CART_STATE_VERSION,
  };
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartRequestStarted(state) {
      state.loading += 1;
    },
    /**
     * A cart call ended, with the server's answer or null when it failed. The answer replaces the state only if no
     * other call is still in flight (spec §4); otherwise a later call's answer, which knows more, is awaited.
     */
    cartRequestFinished(state, action: PayloadAction<CartAnswer | null>) {
      const loading = Math.max(0, state.loading - 1);
      if (loading > 0 || action.payload === null) {
        state.loading = loading;
        return;
      }
      return fromAnswer(action.payload, loading, state.rehydrated);
    },
    itemAdded: {
      reducer(state, action: PayloadAction<ItemAdded>) {
        const { product, quantity, currency, createdAt } = action.payload;
        // A cart of the other site is priced in its currency: the server's answer brings this one.
        if (currency !== state.cart.currency) return;
        return withLines(state, addToCart(linesOf(state), product, quantity, currency, createdAt));
      },
      prepare(added: Omit<ItemAdded, 'createdAt'> & { createdAt?: string }) {
        return { payload: { ...added, createdAt: added.createdAt ?? new Date().toISOString() } };
      },
    },
    quantityChanged(state, action: PayloadAction<{ sku: string; quantity: number }>) {
      return withLines(state, changeQuantity(linesOf(state), action.payload.sku, action.payload.quantity));
    },
    itemRemoved(state, action: PayloadAction<string>) {
      return withLines(state, removeFromCart(linesOf(state), action.payload));
    },
    savedForLaterToggled(state, action: PayloadAction<string>) {
      return withLines(state, toggleSavedForLater(linesOf(state), action.payload));
    },
    giftCardRemoved(state, action: PayloadAction<number>) {
      const giftCards = state.giftCards.filter((card) => card.id !== action.payload);
      return withLines({ ...state, giftCards }, linesOf(state));
    },
    couponRemoved(state) {
      const discounts = state.cart.discounts.filter((discount) => discount.type !== 'coupon');
      return withLines({ ...state, cart: { ...state.cart, discounts, couponTotalSaved: 0 }, coupon: { code: null, error: null } }, linesOf(state));
    },
  },
  extraReducers: (builder) => {
    builder
      // The counter stays: calls still in flight will end and decrement it.
      .addCase(loggedOut, (state) => ({ ...initialCartState, loading: state.loading, rehydrated: state.rehydrated }))
      .addMatcher(isShopRehydration, (state, action) => {
        Object.assign(state, storedSliceOf<CartState, keyof StoredCart>(action, 'cart', STORED_CART_FIELDS));
        // Spec §4: rehydration clears any coupon error.
        state.coupon.error = null;
        state.rehydrated = true;
      });
  },
});

export const { cartRequestStarted, cartRequestFinished, itemAdded, quantityChanged, itemRemoved, savedForLaterToggled, couponRemoved, giftCardRemoved } =
  cartSlice.actions;

/** What of the cart is stored; a coupon error is about this tab's last try, so it is never stored. */
export const storedCart = (state: CartState): StoredCart => ({
  cart: state.cart,
  coupon: { code: state.coupon.code, error: null },
  savedForLaterItems: state.savedForLaterItems,
  giftCards: state.giftCards,
  cartCount: state.cartCount,
  _version: state._version,
});

/**
 * Runs one cart call with the counter around it: the answer (or null on failure) ends it, so it is applied only if it
 * is the last call in flight. Resolves to the answer; rejects as the call did.
 */
export function syncCart(call: () => Promise<CartAnswer>) {
  return async (dispatch: Dispatch): Promise<CartAnswer> => {
    dispatch(cartRequestStarted());
    let answer: CartAnswer;
    try {
      answer = await call();
    } catch (error) {
      dispatch(cartRequestFinished(null));
      throw error;
    }
    dispatch(cartRequestFinished(answer));
    return answer;
  };
}

export const selectCart = (root: { cart: CartState }): CartState => root.cart;

/** The cart as the store keeps it: a stored cart of another version empties the whole stored state (spec §4). */
export const cartStorePart = storePart(cartSlice, { stored: storedCart, acceptsStored: acceptsStoredCart });
