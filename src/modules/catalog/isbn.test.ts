import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, formatIsbn13, isValidIsbn13, normalizeIsbn } from './isbn';

describe('ISBN-13', () => {
  it('computes the check digit of real ISBNs', () => {
    expect(ean13CheckDigit('978014032872')).toBe(1);
    expect(ean13CheckDigit('978030640615')).toBe(7);
  });

  it('accepts valid ISBNs with or without hyphens and rejects a wrong check digit', () => {
    expect(isValidIsbn13('978-0-306-40615-7')).toBe(true);
    expect(isValidIsbn13('9780306406157')).toBe(true);
    expect(isValidIsbn13('9780306406158')).toBe(false);
    expect(isValidIsbn13('1234567890123')).toBe(false);
    expect(isValidIsbn13('97803064061')).toBe(false);
  });

  it('always validates what it completes', () => {
    fc.assert(
      fc.property(fc.constantFrom('978', '979'), fc.stringMatching(/^\d{9}$/), (prefix, body) => {
        const first12 = prefix + body;
        expect(isValidIsbn13(first12 + ean13CheckDigit(first12))).toBe(true);
      }),
    );
  });

  it('formats and normalizes', () => {
    expect(formatIsbn13('9780306406157')).toBe('978-0-3064-0615-7');
    expect(normalizeIsbn(formatIsbn13('9780306406157'))).toBe('9780306406157');
  });

  it('refuses to compute from a malformed prefix', () => {
    expect(() => ean13CheckDigit('97803064061')).toThrow(RangeError);
  });
});
