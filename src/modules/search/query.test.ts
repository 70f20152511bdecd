import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedTypos, isbnCandidate, searchWords } from './query';

describe('searchWords', () => {
  it('lowercases, drops punctuation, accents and stopwords', () => {
    expect(searchWords('The Secret of Émile’s Garden!')).toEqual({ words: ['secret', 'emiles', 'garden'], lastIsPrefix: false });
  });

  it('keeps stopwords when nothing else is left', () => {
    expect(searchWords('the it').words).toEqual(['the', 'it']);
  });

  it('treats the last word as a prefix while it is being typed', () => {
    expect(searchWords('harry pot')).toEqual({ words: ['harry', 'pot'], lastIsPrefix: true });
    expect(searchWords('harry pot ').lastIsPrefix).toBe(false);
  });

  it('only ever yields short words of letters and digits, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12_000 }), (input) => {
        const { words } = searchWords(input);
        expect(words.length).toBeLessThanOrEqual(8);
        for (const word of words) expect(word).toMatch(/^[\p{L}\p{N}]{1,40}$/u);
      }),
    );
    expect(searchWords(`'; DROP TABLE products; -- %:* & | ! ${'x'.repeat(10_000)}`).words).toEqual(['drop', 'table', 'products', 'x'.repeat(40)]);
  });
});

describe('allowedTypos', () => {
  it('allows one typo from 5 letters and two from 9', () => {
    expect([allowedTypos('cat'), allowedTypos('poter'), allowedTypos('dinosuar'), allowedTypos('caterpilar')]).toEqual([0, 1, 1, 2]);
  });

  it('changes at exactly 5 and 9 letters', () => {
    expect(allowedTypos('')).toBe(0);
    expect(allowedTypos('book')).toBe(0);
    expect(allowedTypos('books')).toBe(1);
    expect(allowedTypos('elephant')).toBe(1);
    expect(allowedTypos('elephants')).toBe(2);
  });
});

describe('isbnCandidate', () => {
  it('accepts 13 digits with or without hyphens', () => {
    expect(isbnCandidate('978-0-306-40615-7')).toBe('9780306406157');
    expect(isbnCandidate(' 9780306406157 ')).toBe('9780306406157');
    expect(isbnCandidate('978030640615')).toBeNull();
    expect(isbnCandidate('dinosaur')).toBeNull();
  });
});

describe('typoDistance', () => {
  it('counts a swap of neighbours, a missing, an extra and a wrong letter as one typo each', async () => {
    const { typoDistance } = await import('./query');
    expect(typoDistance('dinosuar', 'dinosaur')).toBe(1);
    expect(typoDistance('poter', 'potter')).toBe(1);
    expect(typoDistance('dinosaurr', 'dinosaur')).toBe(1);
    expect(typoDistance('dinosaut', 'dinosaur')).toBe(1);
    expect(typoDistance('caterpilar', 'caterpillar')).toBe(1);
    expect(typoDistance('dinosaur', 'dinosaur')).toBe(0);
    expect(typoDistance('cat', 'dog')).toBe(3);
  });
});
