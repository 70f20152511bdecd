import { REHYDRATE } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { loggedOut, orderPlaced, signedIn as sessionSignedIn } from '@/lib/store/actions';
import {
  customerSlice,
  initialCustomerState,
  setAffiliate,
  setAuthAction,
  setBrowsingPreferences,
  setContinueBrowsingLink,
  storedCustomer,
  type CustomerState,
} from './state';

const signedIn: CustomerState = [
  sessionSignedIn({ customerId: 'customer-42', isOrganizer: true }),
  setAuthAction('add-to-wishlist'),
  setBrowsingPreferences({ view: 'list' }),
  setBrowsingPreferences({ sortBy: 'price-low' }),
  setContinueBrowsingLink('/browse?q=anne'),
  setAffiliate('partner-7'),
  orderPlaced(),
].reduce(customerSlice.reducer, initialCustomerState);

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
      authAction: 'add-to-wishlist',
      browsingPreferences: { view: 'list', sortBy: 'price-low' },
      continueBrowsingLink: '/browse?q=anne',
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
