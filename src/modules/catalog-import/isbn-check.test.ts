import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ean13CheckDigit } from '@/modules/catalog';
import { checkIsbn13 } from './isbn-check';

describe('ISBN-13 check', () => {
  it('accepts valid ISBN-13s, with hyphens or spaces, and normalizes them', () => {
    expect(checkIsbn13('9780306406157')).toEqual({ ok: true, isbn13: '9780306406157' });
    expect(checkIsbn13('978-0-306-40615-7')).toEqual({ ok: true, isbn13: '9780306406157' });
    expect(checkIsbn13(' 979 10 90636 07 1 ')).toEqual({ ok: true, isbn13: '9791090636071' });
  });

  it('names the check digit it expected when the last digit is wrong', () => {
    expect(checkIsbn13('9780306406158')).toEqual({ ok: false, reason: 'ISBN-13 9780306406158 has a wrong check digit (8; 978030640615 needs 7)' });
  });

  it('refuses what is not an ISBN-13 at all', () => {
    expect(checkIsbn13('0306406152')).toMatchObject({ ok: false, reason: expect.stringMatching(/does not have 13 digits/) });
    expect(checkIsbn13('97803064061X7')).toMatchObject({ ok: false, reason: expect.stringMatching(/does not have 13 digits/) });
    expect(checkIsbn13('4006381333931')).toMatchObject({ ok: false, reason: expect.stringMatching(/978 or 979/) });
    expect(checkIsbn13('')).toMatchObject({ ok: false });
  });

  it('finds every single wrong digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^97[89]\d{9}$/), fc.integer({ min: 3, max: 12 }), fc.integer({ min: 1, max: 9 }), (first12, position, shift) => {
        const valid = first12 + ean13CheckDigit(first12);
        expect(checkIsbn13(valid).ok).toBe(true);
        const wrong = valid.slice(0, position) + ((Number(valid[position]) + shift) % 10) + valid.slice(position + 1);
        expect(checkIsbn13(wrong).ok).toBe(false);
      }),
    );
  });
});
