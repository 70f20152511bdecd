/** The built-in test provider's rules (pure): which card numbers approve, which decline, and card checks. */
import type { CardInput } from './provider';

export const APPROVED_TEST_CARD = '4242424242424242';
export const DECLINED_TEST_CARD = '4000000000000002';
export const DECLINE_MESSAGE = 'Your card was declined. Please use another card or payment method.';

export const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn check every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** Field problems of a typed card, for the checkout form, keyed by field; empty when the card can be tried. */
export function cardProblems(card: CardInput, now: Date): Partial<Record<keyof CardInput, string>> {
  const problems: Partial<Record<keyof CardInput, string>> = {};
  const digits = digitsOf(card.number);
  if (!passesLuhn(digits)) problems.number = 'Enter a valid card number.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) problems.expiry = 'Enter the expiry date as MM/YY.';
  else {
    const year = 2000 + Number(expiry[2]);
    // A card is good through the last day of its expiry month.
    if (new Date(Date.UTC(year, month, 1)) <= now) problems.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = 'Enter the 3 or 4 digit security code.';
  if (card.name.trim().length === 0) problems.name = 'Enter the name on the card.';
  return problems;
}

export type TestCardDecision = { approved: true } | { approved: false; message: string };

/** What the test provider does with a valid card: 4242… approves, 4000 0000 0000 0002 declines, others are refused. */
export function decideTestCard(digits: string): TestCardDecision {
  if (digits === APPROVED_TEST_CARD) return { approved: true };
  if (digits === DECLINED_TEST_CARD) return { approved: false, message: DECLINE_MESSAGE };
  return { approved: false, message: 'This shop is running with its test payment provider: use the test card 4242 4242 4242 4242.' };
}
