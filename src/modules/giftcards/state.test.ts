import { REHYDRATE } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { giftCardSlice, initialGiftCardState, resetGiftCard, setAmount, setECardDetails, setOtherAmount, storedGiftCard } from './state';

describe('gift card slice (spec §3 Gift card state)', () => {
  it('starts at the spec §9 defaults: amount 20, style Image1', () => {
    expect(giftCardSlice.reducer(undefined, { type: 'unknown' })).toEqual({
      eCardDetails: { giftFrom: '', giftToName: '', giftToEmail: '', giftMessage: '', confirmEmail: '', style: 'Image1', imageUrl: '' },
      amount: 20,
      otherAmount: null,
    });
  });

  const composed = [
    setECardDetails({ giftFrom: 'Grandma', giftToName: 'Ada' }),
    setECardDetails({ giftToEmail: 'ada@example.com', confirmEmail: 'ada@example.com', style: 'Image3', imageUrl: '/giftcards/image3.svg' }),
    setAmount(50),
    setOtherAmount(35),
  ].reduce(giftCardSlice.reducer, initialGiftCardState);

  it('merges e-card details field by field and sets the amounts', () => {
    expect(composed).toEqual({
      eCardDetails: {
        giftFrom: 'Grandma',
        giftToName: 'Ada',
        giftToEmail: 'ada@example.com',
        giftMessage: '',
        confirmEmail: 'ada@example.com',
        style: 'Image3',
        imageUrl: '/giftcards/image3.svg',
      },
      amount: 50,
      otherAmount: 35,
    });
    expect(giftCardSlice.reducer(composed, setOtherAmount(null)).otherAmount).toBeNull();
  });

  it('goes back to the defaults on reset', () => {
    expect(giftCardSlice.reducer(composed, resetGiftCard())).toEqual(initialGiftCardState);
  });

  it('is stored whole and rehydrated from what was stored', () => {
    expect(giftCardSlice.reducer(initialGiftCardState, { type: REHYDRATE, key: 'nextjs', payload: { giftCard: storedGiftCard(composed) } })).toEqual(composed);
  });
});
