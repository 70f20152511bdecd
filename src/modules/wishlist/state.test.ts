import { REHYDRATE } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import {
  initialWishlistState,
  setWishlist,
  setWishlistQuery,
  setWishlistSort,
  storedWishlist,
  wishlistRequestFailed,
  wishlistRequestStarted,
  wishlistRequestSucceeded,
  wishlistSlice,
  type WishlistState,
} from './state';

const reduce = (actions: Parameters<typeof wishlistSlice.reducer>[1][], from: WishlistState = initialWishlistState) =>
  actions.reduce(wishlistSlice.reducer, from);

describe('wishlist slice (spec §3 Wishlist state, §4 Wishlist)', () => {
  it('starts empty, not loading, without error', () => {
    expect(wishlistSlice.reducer(undefined, { type: 'unknown' })).toEqual({ wishlist: [], sortMethod: 'newest', query: '', loading: false, error: null });
  });

  it('loads: begin, then success replaces the skus, each once', () => {
    const loading = reduce([setWishlist(['A']), wishlistRequestStarted()]);
    expect(loading).toMatchObject({ loading: true, error: null, wishlist: ['A'] });
    expect(reduce([wishlistRequestSucceeded(['B', 'C', 'B'])], loading)).toMatchObject({ loading: false, error: null, wishlist: ['B', 'C'] });
  });

  it('keeps the failure in the state and the list as it was (spec §8), until the next call begins', () => {
    const failed = reduce([setWishlist(['A']), wishlistRequestStarted(), wishlistRequestFailed('The wishlist could not be loaded.')]);
    expect(failed).toMatchObject({ loading: false, error: 'The wishlist could not be loaded.', wishlist: ['A'] });
    expect(reduce([wishlistRequestStarted()], failed).error).toBeNull();
  });

  it('sets the list, the sort method and the query', () => {
    expect(reduce([setWishlist(['A', 'A', 'B']), setWishlistSort('price-high'), setWishlistQuery('anne')])).toEqual({
      wishlist: ['A', 'B'],
      sortMethod: 'price-high',
      query: 'anne',
      loading: false,
      error: null,
    });
  });

  it('stores and rehydrates the list, sort and query, but not this tab’s loading or error', () => {
    const other = reduce([setWishlist(['A']), setWishlistSort('title'), setWishlistQuery('tree'), wishlistRequestStarted(), wishlistRequestFailed('Down')]);
    expect(storedWishlist(other)).toEqual({ wishlist: ['A'], sortMethod: 'title', query: 'tree' });
    const mine = reduce([wishlistRequestStarted()]);
    const rehydrated = wishlistSlice.reducer(mine, {
      type: REHYDRATE,
      key: 'nextjs',
      payload: { wishlist: { ...storedWishlist(other), loading: false, error: 'Down' } },
    });
    expect(rehydrated).toEqual({ wishlist: ['A'], sortMethod: 'title', query: 'tree', loading: true, error: null });
  });
});
