import { describe, expect, it } from 'vitest';
import { APPROVED_TEST_CARD, cardBrandOf, cardProblems, decideTestCard, DECLINE_MESSAGE, DECLINED_TEST_CARD, passesLuhn } from './test-cards';

const NOW = new Date('2026-11-21T12:00:00Z');
const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Pat Reader' };

describe("the test provider's cards", () => {
  it('approves 4242…, declines 4000 0000 0000 0002 with a readable message, refuses other numbers', () => {
    expect(decideTestCard(APPROVED_TEST_CARD)).toEqual({ approved: true });
    expect(decideTestCard(DECLINED_TEST_CARD)).toEqual({ approved: false, message: DECLINE_MESSAGE });
    expect(decideTestCard('5555555555554444')).toMatchObject({ approved: false, message: expect.stringContaining('4242 4242 4242 4242') });
  });

  it('checks numbers, expiry, code and name like a card form', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardProblems(card, NOW)).toEqual({});
    expect(cardProblems({ ...card, expiry: '11/26' }, NOW)).toEqual({});
    expect(cardProblems({ number: '1234', expiry: '10/26', cvc: '1', name: ' ' }, NOW)).toEqual({
      number: 'Enter a valid card number.',
      expiry: 'This card has expired.',
      cvc: 'Enter the 3 or 4 digit security code.',
      name: 'Enter the name on the card.',
    });
    expect(cardProblems({ ...card, expiry: '13/30' }, NOW).expiry).toBe('Enter the expiry date as MM/YY.');
  });

  it('names the brand from the number', () => {
    expect(cardBrandOf('4242424242424242')).toBe('Visa');
    expect(cardBrandOf('5555555555554444')).toBe('Mastercard');
    expect(cardBrandOf('378282246310005')).toBe('American Express');
  });
});
