/** The customer's browser state (spec §3 Customer state), persisted whole (spec §4 Persistence). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authActionFinished, browsingPreferenceChosen, loggedOut, orderPlaced, signedIn, signInAsked, type AuthAction } from '@/lib/store/actions';
import { isShopRehydration, storedSliceOf } from '@/lib/store/persistence';
import { storePart } from '@/lib/store/store-part';
import { rememberedSort, rememberedView, type BrowsingPreferences } from './browsing-preferences';
import { affiliateOf, continueBrowsingLinkOf } from './continue-browsing';

export type { BrowsingPreferences } from './browsing-preferences';

export interface CustomerState {
  customerId: string | null;
  /** What the customer set out to do when sent to sign in, to resume it afterwards. */
  authAction: AuthAction | null;
  /** The listing view and order the customer last chose, for the listings they open next (across visits). */
  browsingPreferences: BrowsingPreferences;
  /** Where "Continue shopping" leads: the last listing or product page seen (path and query). */
  continueBrowsingLink: string | null;
  /** The partner who last sent the customer to the shop (`?affiliate=`). */
  affiliate: string | null;
  hasPlacedOrder: boolean;
  isOrganizer: boolean;
}

export const initialCustomerState: CustomerState = {
  customerId: null,
  authAction: null,
  browsingPreferences: { view: 'grid', sortBy: null },
  continueBrowsingLink: null,
  affiliate: null,
  hasPlacedOrder: false,
  isOrganizer: false,
};

const CUSTOMER_FIELDS = Object.keys(initialCustomerState) as (keyof CustomerState)[];

export const customerSlice = createSlice({
  name: 'customer',
  initialState: initialCustomerState,
  reducers: {
    /** The page seen: kept only when it is a listing or product page (the cart must not lead back to checkout). */
    pageSeen(state, action: PayloadAction<{ pathname: string; search: string }>) {
      const { pathname, search } = action.payload;
      state.continueBrowsingLink = continueBrowsingLinkOf(pathname, search) ?? state.continueBrowsingLink;
      state.affiliate = affiliateOf(search) ?? state.affiliate;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, action) => {
        state.customerId = action.payload.customerId;
        state.isOrganizer = action.payload.isOrganizer;
      })
      .addCase(orderPlaced, (state) => {
        state.hasPlacedOrder = true;
      })
      .addCase(browsingPreferenceChosen, (state, action) => {
        const view = rememberedView(action.payload.view);
        if (view) state.browsingPreferences.view = view;
        // A listing's own order (relevance, a list's order) leaves the kept preference as it was.
        const sortBy = rememberedSort(action.payload.sortBy);
        if (sortBy) state.browsingPreferences.sortBy = sortBy;
      })
      .addCase(signInAsked, (state, action) => {
        state.authAction = action.payload;
      })
      .addCase(authActionFinished, (state) => {
        state.authAction = null;
      })
      .addCase(loggedOut, () => initialCustomerState)
      .addMatcher(isShopRehydration, (state, action) => {
        Object.assign(state, storedSliceOf<CustomerState, keyof CustomerState>(action, 'customer', CUSTOMER_FIELDS));
      });
  },
});

export const { pageSeen } = customerSlice.actions;

/** The customer's state in the store. */
export const selectCustomer = (root: { customer: CustomerState }): CustomerState => root.customer;

/** Everything of the customer is stored. */
export const storedCustomer = (state: CustomerState): CustomerState => state;

export const customerStorePart = storePart(customerSlice, { stored: storedCustomer });
