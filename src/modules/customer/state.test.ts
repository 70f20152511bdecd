import { REHYDRATE } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { authActionFinished, browsingPreferenceChosen, loggedOut, orderPlaced, signedIn as sessionSignedIn, signInAsked } from '@/lib/store/actions';
import { customerSlice, initialCustomerState, pageSeen, storedCustomer, type CustomerState } from './state';

const wishlistAsked = { kind: 'add-to-wishlist', sku: '9780000000001', path: '/product/owls/9780000000001', at: 1_000 } as const;

const signedIn: CustomerState = [
  sessionSignedIn({ customerId: 'customer-42', isOrganizer: true }),
  signInAsked(wishlistAsked),
  browsingPreferenceChosen({ view: 'list' }),
  browsingPreferenceChosen({ sortBy: 'price-low' }),
  pageSeen({ pathname: '/browse', search: '?q=anne&affiliate=Partner-7' }),
  orderPlaced(),
].reduce(customerSlice.reducer, initialCustomerState);

const reduce = (state: CustomerState, ...actions: Parameters<typeof customerSlice.reducer>[1][]) => actions.reduce(customerSlice.reducer, state);

describe('customer slice (spec §3 Customer state)', () => {
  it('starts as nobody in particular', () => {
    expect(customerSlice.reducer(undefined, { type: 'unknown' })).toEqual({
      customerId: null,
      authAction: null,
      browsingPreferences: { view: 'grid', sortBy: null },
      continueBrowsingLink: null,
      affiliate: null,
      hasPlacedOrder: false,
      isOrganizer: false,
    });
  });

  it('sets each field, merging browsing preferences one at a time', () => {
    expect(signedIn).toEqual({
      customerId: 'customer-42',
      authAction: wishlistAsked,
      browsingPreferences: { view: 'list', sortBy: 'price-low' },
      continueBrowsingLink: '/browse?q=anne&affiliate=Partner-7',
      affiliate: 'partner-7',
      hasPlacedOrder: true,
      isOrganizer: true,
    });
  });

  it('follows the session signing in: the customer and whether they organize, the rest kept', () => {
    const state = customerSlice.reducer(
      { ...signedIn, customerId: null, isOrganizer: false },
      sessionSignedIn({ customerId: 'customer-7', isOrganizer: true }),
    );
    expect(state).toEqual({ ...signedIn, customerId: 'customer-7', isOrganizer: true });
  });

  it('resets on logout (spec §4)', () => {
    expect(customerSlice.reducer(signedIn, loggedOut())).toEqual(initialCustomerState);
  });

  it('takes every stored field on rehydration and nothing else', () => {
    const rehydrated = customerSlice.reducer(initialCustomerState, {
      type: REHYDRATE,
      key: 'nextjs',
      payload: { customer: { ...storedCustomer(signedIn), injected: true } },
    });
    expect(rehydrated).toEqual(signedIn);
    expect(customerSlice.reducer(initialCustomerState, { type: REHYDRATE, key: 'nextjs', payload: undefined })).toEqual(initialCustomerState);
    expect(customerSlice.reducer(initialCustomerState, { type: REHYDRATE, key: 'other', payload: { customer: signedIn } })).toEqual(initialCustomerState);
  });
});

describe('authAction: what the customer was doing when asked to sign in', () => {
  it('is kept through signing in, until it has been resumed', () => {
    const asked = reduce(initialCustomerState, signInAsked(wishlistAsked));
    const back = reduce(asked, sessionSignedIn({ customerId: 'customer-42', isOrganizer: false }));
    expect(back.authAction).toEqual(wishlistAsked);
    expect(reduce(back, authActionFinished()).authAction).toBeNull();
  });

  it('the latest one asked wins', () => {
    const later = { ...wishlistAsked, sku: '9780000000002', at: 2_000 };
    expect(reduce(initialCustomerState, signInAsked(wishlistAsked), signInAsked(later)).authAction).toEqual(later);
  });
});

describe('browsingPreferences: the view and order the customer chose', () => {
  it('keeps each choice, one at a time', () => {
    const state = reduce(initialCustomerState, browsingPreferenceChosen({ sortBy: 'arrival' }), browsingPreferenceChosen({ view: 'list' }));
    expect(state.browsingPreferences).toEqual({ view: 'list', sortBy: 'arrival' });
    expect(reduce(state, browsingPreferenceChosen({ view: 'grid' })).browsingPreferences).toEqual({ view: 'grid', sortBy: 'arrival' });
  });

  it("ignores a listing's own order and anything unknown, keeping the preference as it was", () => {
    const state = reduce(initialCustomerState, browsingPreferenceChosen({ view: 'list', sortBy: 'price-high' }));
    for (const choice of [{ sortBy: 'relevance' }, { sortBy: 'list' }, { sortBy: 'cheapest' }, { view: 'table' }, {}]) {
      expect(reduce(state, browsingPreferenceChosen(choice)).browsingPreferences).toEqual({ view: 'list', sortBy: 'price-high' });
    }
  });
});

describe('continueBrowsingLink and affiliate: what the pages seen leave', () => {
  it('keeps the last listing or product page, with its query, and not the pages in between', () => {
    const state = reduce(
      initialCustomerState,
      pageSeen({ pathname: '/ca/browse/kids', search: '?sort=arrival&org=maple-grove' }),
      pageSeen({ pathname: '/ca/product/owls/9780000000001', search: '' }),
      pageSeen({ pathname: '/ca/cart', search: '' }),
      pageSeen({ pathname: '/ca/checkout', search: '?org=maple-grove' }),
    );
    expect(state.continueBrowsingLink).toBe('/ca/product/owls/9780000000001');
  });

  it('keeps the last partner named, through pages that name none or something that is no id', () => {
    const state = reduce(
      initialCustomerState,
      pageSeen({ pathname: '/', search: '?affiliate=reading-club' }),
      pageSeen({ pathname: '/browse', search: '' }),
      pageSeen({ pathname: '/browse', search: '?affiliate=%3Cscript%3E' }),
    );
    expect(state.affiliate).toBe('reading-club');
    expect(reduce(state, pageSeen({ pathname: '/cart', search: '?affiliate=Book_Blog' })).affiliate).toBe('book_blog');
  });
});
