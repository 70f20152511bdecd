import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eCardSchema } from './ecard-schema';
import {
  designOf,
  formatGiftCardCode,
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_DESIGNS,
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  GIFT_CARDS_PER_CART,
  GIFT_MESSAGE_MAX,
  maskedCode,
  normalizeGiftCardCode,
} from './rules';

const card = {
  amount: 20,
  style: 'Image1',
  giftFrom: 'Gran',
  giftToName: 'Pat',
  giftToEmail: 'Pat@Example.com',
  confirmEmail: 'pat@example.com ',
  giftMessage: 'Happy reading!',
};

describe('eCards', () => {
  it('accept a complete card, emails compared without case or spaces', () => {
    expect(eCardSchema.parse(card)).toMatchObject({ amount: 20, giftToEmail: 'pat@example.com' });
  });

  it('refuse amounts out of limits, mismatched emails, unknown designs and long messages, each with a reason', () => {
    const refused = (changes: Partial<typeof card>) =>
      eCardSchema.safeParse({ ...card, ...changes }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(refused({ amount: 4 })).toEqual([['amount', 'The amount must be at least 5.']]);
    expect(refused({ amount: 501 })).toEqual([['amount', 'The amount can be at most 500.']]);
    expect(refused({ amount: 20.5 })).toEqual([['amount', 'Enter a whole amount, without cents.']]);
    expect(refused({ confirmEmail: 'someone@else.com' })).toEqual([['confirmEmail', 'The two email addresses do not match.']]);
    expect(refused({ style: 'Image9' })).toEqual([['style', 'Choose one of the designs.']]);
    expect(refused({ giftMessage: 'x'.repeat(251) })).toEqual([['giftMessage', 'The message can be at most 250 characters.']]);
  });

  it('take 5 to 500 whole units, and the presets of the form', () => {
    expect([GIFT_CARD_MIN, GIFT_CARD_MAX, GIFT_MESSAGE_MAX, GIFT_CARDS_PER_CART]).toEqual([5, 500, 250, 10]);
    expect(GIFT_CARD_AMOUNTS).toEqual([10, 20, 25, 50, 100]);
    for (const amount of [5, 500, ...GIFT_CARD_AMOUNTS]) expect(eCardSchema.safeParse({ ...card, amount }).success, String(amount)).toBe(true);
  });

  it('say what is missing or wrong in each field', () => {
    const refused = (changes: Record<string, unknown>) =>
      eCardSchema.safeParse({ ...card, ...changes }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(refused({ amount: undefined })).toEqual([['amount', 'Choose an amount from 5 to 500.']]);
    expect(refused({ amount: '20' })).toEqual([['amount', 'Choose an amount from 5 to 500.']]);
    expect(refused({ giftFrom: '  ' })).toEqual([['giftFrom', 'Enter who it is from.']]);
    expect(refused({ giftFrom: undefined })).toEqual([['giftFrom', 'Enter who it is from.']]);
    expect(refused({ giftToName: 'x'.repeat(61) })).toEqual([['giftToName', "The recipient's name is too long (60 characters at most)."]]);
    expect(refused({ giftFrom: 'x'.repeat(61) })).toEqual([['giftFrom', 'Who it is from is too long (60 characters at most).']]);
    expect(refused({ giftToEmail: undefined })).toEqual([['giftToEmail', "Enter the recipient's email."]]);
    expect(refused({ giftToEmail: 'pat at example', confirmEmail: 'pat at example' })).toEqual([
      ['giftToEmail', 'Enter a valid email address, like name@example.com.'],
    ]);
    expect(refused({ confirmEmail: undefined })).toEqual([['confirmEmail', "Enter the recipient's email again."]]);
    expect(refused({ style: undefined })).toEqual([['style', 'Choose one of the designs.']]);
  });

  it('trim names, lower-case emails and default the message to nothing', () => {
    const { giftMessage: _omitted, ...withoutMessage } = card;
    expect(
      eCardSchema.parse({ ...withoutMessage, giftFrom: '  Gran ', giftToName: ' Pat  ', giftToEmail: ' PAT@EXAMPLE.COM ', confirmEmail: 'Pat@Example.com' }),
    ).toEqual({
      amount: 20,
      style: 'Image1',
      giftFrom: 'Gran',
      giftToName: 'Pat',
      giftToEmail: 'pat@example.com',
      confirmEmail: 'pat@example.com',
      giftMessage: '',
    });
    expect(eCardSchema.parse({ ...card, giftMessage: `  ${'x'.repeat(250)}  ` }).giftMessage).toHaveLength(250);
    expect(eCardSchema.parse({ ...card, giftFrom: 'x'.repeat(60) }).giftFrom).toHaveLength(60);
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
    expect(normalizeGiftCardCode('ABCD-EFGH-JKMN-PQRU')).toBeNull();
    expect(formatGiftCardCode(new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(formatGiftCardCode(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  });

  it('are shown after they are issued by their last 4 characters only', () => {
    expect(maskedCode('PQRS')).toBe('••••-••••-••••-PQRS');
  });
});
