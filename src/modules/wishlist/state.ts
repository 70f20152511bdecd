/**
 * The wishlist in the browser (spec §3 Wishlist state, §4 Wishlist): the skus, how the page sorts and filters them,
 * and the state of the last call, whose failure is kept here (spec §8).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isShopRehydration, storedSliceOf } from '@/lib/store/persistence';
import { storePart } from '@/lib/store/store-part';

export const WISHLIST_SORT_METHODS = ['newest', 'oldest', 'title', 'price-low', 'price-high'] as const;
export type WishlistSortMethod = (typeof WISHLIST_SORT_METHODS)[number];

export interface WishlistState {
  /** Skus, each once, in the order the server lists them. */
  wishlist: string[];
  sortMethod: WishlistSortMethod;
  /** Text the shopper filters the list by. */
  query: string;
  loading: boolean;
  /** The last call's failure, for the page to show; null after a success. */
  error: string | null;
}

export const initialWishlistState: WishlistState = { wishlist: [], sortMethod: 'newest', query: '', loading: false, error: null };

/** Loading and error belong to this tab's call, so they are not stored or taken from another tab. */
const STORED_WISHLIST_FIELDS = ['wishlist', 'sortMethod', 'query'] as const satisfies readonly (keyof WishlistState)[];
type StoredWishlist = Pick<WishlistState, (typeof STORED_WISHLIST_FIELDS)[number]>;

const uniqueSkus = (skus: readonly string[]): string[] => [...new Set(skus)];

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    wishlistRequestStarted(state) {
      state.loading = true;
      state.error = null;
    },
    wishlistRequestSucceeded(state, action: PayloadAction<string[]>) {
      state.wishlist = uniqueSkus(action.payload);
      state.loading = false;
      state.error = null;
    },
    wishlistRequestFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    setWishlist(state, action: PayloadAction<string[]>) {
      state.wishlist = uniqueSkus(action.payload);
    },
    setWishlistSort(state, action: PayloadAction<WishlistSortMethod>) {
      state.sortMethod = action.payload;
    },
    setWishlistQuery(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isShopRehydration, (state, action) => {
      Object.assign(state, storedSliceOf<WishlistState, keyof StoredWishlist>(action, 'wishlist', STORED_WISHLIST_FIELDS));
    });
  },
});

export const { wishlistRequestStarted, wishlistRequestSucceeded, wishlistRequestFailed, setWishlist, setWishlistSort, setWishlistQuery } =
  wishlistSlice.actions;

export const storedWishlist = ({ wishlist, sortMethod, query }: WishlistState): StoredWishlist => ({ wishlist, sortMethod, query });

export const selectWishlist = (root: { wishlist: WishlistState }): WishlistState => root.wishlist;

export const wishlistStorePart = storePart(wishlistSlice, { stored: storedWishlist });
