import { describe, expect, it } from 'vitest';
import { addToCartFormSchema, cartAddress, cartProblemCode, cartProblemMessage } from './form-add';

describe('the add-to-cart form without script (issue 19)', () => {
  it('reads a SKU and a quantity from 1 to 99, one by default', () => {
    expect(addToCartFormSchema.parse({ sku: ' 9780000000001 ' })).toEqual({ sku: '9780000000001', quantity: 1 });
    expect(addToCartFormSchema.parse({ sku: 'TOY.V2', quantity: '' })).toEqual({ sku: 'TOY.V2', quantity: 1 });
    expect(addToCartFormSchema.parse({ sku: 'A1', quantity: '99' })).toEqual({ sku: 'A1', quantity: 99 });
  });

  it('refuses what the cart API refuses', () => {
    for (const fields of [
      {},
      { sku: '' },
      { sku: '../etc' },
      { sku: 'A1', quantity: '0' },
      { sku: 'A1', quantity: '100' },
      { sku: 'A1', quantity: '1.5' },
      { sku: 'A1', quantity: 'two' },
    ]) {
      expect(addToCartFormSchema.safeParse(fields).success, JSON.stringify(fields)).toBe(false);
    }
  });

  it('names a refusal by a code the cart page has words for', () => {
    expect(cartProblemCode('OUT_OF_STOCK')).toBe('OUT_OF_STOCK');
    expect(cartProblemCode('VALIDATION_FAILED')).toBe('INVALID');
    expect(cartProblemCode('toString')).toBe('INVALID');
    expect(cartProblemMessage('NOT_SOLD_HERE')).toBe('That product is not sold on this site.');
    expect(cartProblemMessage('<script>')).toBe('That product could not be added to your cart.');
    expect(cartProblemMessage(null)).toBeNull();
    expect(cartProblemMessage('')).toBeNull();
  });

  it('sends the shopper to the cart with the organization and any problem', () => {
    expect(cartAddress('/ca/cart', 'riverside', null)).toBe('/ca/cart?org=riverside');
    expect(cartAddress('/cart', null, 'OUT_OF_STOCK')).toBe('/cart?problem=OUT_OF_STOCK');
    expect(cartAddress('/cart', 'a-school', 'INVALID')).toBe('/cart?org=a-school&problem=INVALID');
    expect(cartAddress('/cart', null, null)).toBe('/cart');
  });
});
