/** The gift card being composed in the browser (spec §3 Gift card state), persisted whole (spec §4 Persistence). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isShopRehydration, storedSliceOf } from '@/lib/store/persistence';
import { storePart } from '@/lib/store/store-part';

export interface ECardDetails {
  giftFrom: string;
  giftToName: string;
  giftToEmail: string;
  giftMessage: string;
  /** The recipient's email typed a second time. */
  confirmEmail: string;
  /** The card design; spec §9 default Image1. */
  style: string;
  imageUrl: string;
}

export interface GiftCardState {
  eCardDetails: ECardDetails;
  /** The chosen amount in the site's currency; spec §9 default 20. */
  amount: number;
  /** An amount typed in instead of a listed one; null when none was typed. */
  otherAmount: number | null;
}

export const DEFAULT_GIFT_CARD_AMOUNT = 20;
export const DEFAULT_GIFT_CARD_STYLE = 'Image1';

export const initialGiftCardState: GiftCardState = {
  eCardDetails: { giftFrom: '', giftToName: '', giftToEmail: '', giftMessage: '', confirmEmail: '', style: DEFAULT_GIFT_CARD_STYLE, imageUrl: '' },
  amount: DEFAULT_GIFT_CARD_AMOUNT,
  otherAmount: null,
};

const GIFT_CARD_FIELDS = Object.keys(initialGiftCardState) as (keyof GiftCardState)[];

export const giftCardSlice = createSlice({
  name: 'giftCard',
  initialState: initialGiftCardState,
  reducers: {
    setECardDetails(state, action: PayloadAction<Partial<ECardDetails>>) {
      state.eCardDetails = { ...state.eCardDetails, ...action.payload };
    },
    setAmount(state, action: PayloadAction<number>) {
      state.amount = action.payload;
    },
    setOtherAmount(state, action: PayloadAction<number | null>) {
      state.otherAmount = action.payload;
    },
    /** After the card is bought, the next one starts from the defaults. */
    resetGiftCard: () => initialGiftCardState,
  },
  extraReducers: (builder) => {
    builder.addMatcher(isShopRehydration, (state, action) => {
      Object.assign(state, storedSliceOf<GiftCardState, keyof GiftCardState>(action, 'giftCard', GIFT_CARD_FIELDS));
    });
  },
});

export const { setECardDetails, setAmount, setOtherAmount, resetGiftCard } = giftCardSlice.actions;

/** Everything of the gift card is stored. */
export const storedGiftCard = (state: GiftCardState): GiftCardState => state;

export const selectGiftCard = (root: { giftCard: GiftCardState }): GiftCardState => root.giftCard;

export const giftCardStorePart = storePart(giftCardSlice, { stored: storedGiftCard });
