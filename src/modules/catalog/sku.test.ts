import { describe, expect, it } from 'vitest';
import { skuSchema, SKU_PATTERN } from './sku';

describe('skuSchema', () => {
  it('accepts SKUs of letters, digits, ".", "_" and "-", and ISBN-13s with or without hyphens', () => {
    for (const sku of ['A', '7', 'TOY-001', 'toy.v2_blue', 'PLUSH_BEAR.XL', '9780141321073', '978-0-14-132107-3', 'a'.repeat(64)]) {
      expect(skuSchema.parse(sku), sku).toBe(sku);
    }
  });

  it('trims the spaces around a SKU', () => {
    expect(skuSchema.parse('  toy.v2_blue \t')).toBe('toy.v2_blue');
  });

  it('refuses an empty or too long SKU, one that starts with ".", "_" or "-", and any other character', () => {
    for (const sku of ['', '   ', 'a'.repeat(65), '.hidden', '_toy', '-toy', 'has space', 'toy/../etc', 'toy%2F', 'toy!', 'tôy', 'toy\u0000']) {
      const result = skuSchema.safeParse(sku);
      expect(result.success, JSON.stringify(sku)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('sku must be 1–64 letters, digits, ".", "_" or "-", starting with a letter or digit.');
    }
    expect(skuSchema.safeParse(42).error?.issues[0]?.message).toBe('sku must be a SKU.');
  });

  it('is the same rule as the pattern documents give', () => {
    const pattern = new RegExp(SKU_PATTERN);
    for (const sku of ['toy.v2_blue', '9780141321073', '.x', 'a'.repeat(65)]) expect(pattern.test(sku)).toBe(skuSchema.safeParse(sku).success);
  });
});
