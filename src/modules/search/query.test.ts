import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedTypos, isbnCandidate, searchWords, textWords } from './query';

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
    // A stopword being typed, or a ninth word, is not one of the words searched: nothing to complete.
    expect(searchWords('harry the')).toEqual({ words: ['harry'], lastIsPrefix: false });
    expect(searchWords('one two three four five six seven eight nine')).toEqual({
      words: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'],
      lastIsPrefix: false,
    });
    expect(searchWords('')).toEqual({ words: [], lastIsPrefix: false });
    expect(searchWords('?!')).toEqual({ words: [], lastIsPrefix: false });
  });

  it('reads only the first 200 characters, and folds text without any plain letters too', () => {
    expect(searchWords(`${'cat '.repeat(50)}zebra`).words).toEqual(['cat']);
    expect(searchWords(`${'cat '.repeat(49)}zebra`).words).toEqual(['cat', 'zebr']);
    expect(searchWords('Éé').words).toEqual(['ee']);
    expect(textWords('Çà, l’été!')).toEqual(['ca', 'lete']);
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
    expect(isbnCandidate('97803064061571')).toBeNull();
    expect(isbnCandidate('x9780306406157')).toBeNull();
    expect(isbnCandidate('9780306406157x')).toBeNull();
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

  it('measures from and to nothing, and counts swaps only of neighbours', async () => {
    const { typoDistance } = await import('./query');
    const cases: Array<[string, string, number]> = [
      ['', '', 0],
      ['', 'abc', 3],
      ['abc', '', 3],
      ['ab', 'ba', 1],
      ['abc', 'acb', 1],
      ['xab', 'xba', 1],
      ['abx', 'bax', 1],
      ['abcd', 'badc', 2],
      ['abcdef', 'badcfe', 3],
      ['ab', 'cd', 2],
      ['aab', 'aba', 1],
      ['ca', 'abc', 3],
    ];
    for (const [a, b, distance] of cases) expect(typoDistance(a, b), `${a} → ${b}`).toBe(distance);
  });
});
