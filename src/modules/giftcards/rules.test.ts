import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { designOf, eCardSchema, formatGiftCardCode, GIFT_CARD_DESIGNS, normalizeGiftCardCode } from './rules';

const card = { amount: 20, style: 'Image1', giftFrom: 'Gran', giftToName: 'Pat', giftToEmail: 'Pat@Example.com', confirmEmail: 'pat@example.com ', giftMessage: 'Happy reading!' };

describe('eCards', () => {
  it('accept a complete card, emails compared without case or spaces', () => {
    expect(eCardSchema.parse(card)).toMatchObject({ amount: 20, giftToEmail: 'pat@example.com' });
  });

  it('refuse amounts out of limits, mismatched emails, unknown designs and long messages, each with a reason', () => {
    const refused = (changes: Partial<typeof card>) => eCardSchema.safeParse({ ...card, ...changes }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(refused({ amount: 4 })).toEqual([['amount', 'The amount must be at least 5.']]);
    expect(refused({ amount: 501 })).toEqual([['amount', 'The amount can be at most 500.']]);
    expect(refused({ amount: 20.5 })).toEqual([['amount', 'Enter a whole amount, without cents.']]);
    expect(refused({ confirmEmail: 'someone@else.com' })).toEqual([['confirmEmail', 'The two email addresses do not match.']]);
    expect(refused({ style: 'Image9' })).toEqual([['style', 'Choose one of the designs.']]);
    expect(refused({ giftMessage: 'x'.repeat(251) })).toEqual([['giftMessage', 'The message can be at most 250 characters.']]);
  });

  it('have several designs shown as images, Image1 the default', () => {
    expect(GIFT_CARD_DESIGNS.length).toBeGreaterThanOrEqual(4);
    expect(designOf('nope').style).toBe('Image1');
  });
});

describe('gift card codes', () => {
  it('are 16 Crockford characters from 80 random bits, read back however they are typed', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => {
        const code = formatGiftCardCode(bytes);
        expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$/);
        expect(normalizeGiftCardCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
      }),
    );
    expect(normalizeGiftCardCode('OOOO-IIII-LLLL-0000')).toBe('0000-1111-1111-0000');
    expect(normalizeGiftCardCode('ABCD-EFGH')).toBeNull();
  });
});
