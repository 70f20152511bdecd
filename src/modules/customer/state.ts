/** The customer's browser state (spec §3 Customer state), persisted whole (spec §4 Persistence). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, orderPlaced, signedIn } from '@/lib/store/actions';
import { isShopRehydration, storedSliceOf } from '@/lib/store/persistence';
import type { BrowseState, SortId } from '@/modules/search';
import { storePart } from '@/lib/store/store-part';

export interface BrowsingPreferences {
  view: BrowseState['view'];
  /** The listing order the customer last chose; null leaves each listing's own default. */
  sortBy: SortId | null;
}

export interface CustomerState {
  customerId: string | null;
  /** What the customer set out to do when sent to sign in, to resume it afterwards. */
  authAction: string | null;
  browsingPreferences: BrowsingPreferences;
  /** Where "Continue shopping" leads: the last listing or product page seen. */
  continueBrowsingLink: string | null;
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
    setAuthAction(state, action: PayloadAction<string | null>) {
      state.authAction = action.payload;
    },
    setBrowsingPreferences(state, action: PayloadAction<Partial<BrowsingPreferences>>) {
      state.browsingPreferences = { ...state.browsingPreferences, ...action.payload };
    },
    setContinueBrowsingLink(state, action: PayloadAction<string | null>) {
      state.continueBrowsingLink = action.payload;
    },
    setAffiliate(state, action: PayloadAction<string | null>) {
      state.affiliate = action.payload;
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
      .addCase(loggedOut, () => initialCustomerState)
      .addMatcher(isShopRehydration, (state, action) => {
        Object.assign(state, storedSliceOf<CustomerState, keyof CustomerState>(action, 'customer', CUSTOMER_FIELDS));
      });
  },
});

export const { setAuthAction, setBrowsingPreferences, setContinueBrowsingLink, setAffiliate } = customerSlice.actions;

/** Everything of the customer is stored. */
export const storedCustomer = (state: CustomerState): CustomerState => state;

export const customerStorePart = storePart(customerSlice, { stored: storedCustomer });
