import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveSelection, suggestionOptions } from './suggestions';

const paths = { browse: '/browse', product: (title: string, sku: string) => `/product/${title.toLowerCase().replace(/ /g, '-')}/${sku}` };

describe('suggestionOptions', () => {
  it('offers the plain keyword, in Author, in Title, then up to 3 authors and 3 products', () => {
    const answer = {
      suggest: {
        author_autocomplete: [{ options: [1, 2, 3, 4].map((n) => ({ _id: `a${n}`, text: `Author ${n}` })) }],
        title_autocomplete: [{ options: [{ _id: '9780000000001', text: 'Owl Moon' }] }],
      },
    };
    const options = suggestionOptions('owl', answer, paths);
    expect(options.map((option) => option.label)).toEqual(['owl', 'owl in Author', 'owl in Title', 'Author 1', 'Author 2', 'Author 3', 'Owl Moon']);
    expect(options.map((option) => option.href)).toEqual([
      '/browse?q=owl',
      '/browse?q=owl&qf=author',
      '/browse?q=owl&qf=title',
      '/browse?q=Author+1&qf=author',
      '/browse?q=Author+2&qf=author',
      '/browse?q=Author+3&qf=author',
      '/product/owl-moon/9780000000001',
    ]);
  });

  it('keeps the three fixed options when autocomplete failed or answered nonsense', () => {
    expect(suggestionOptions('owl', null, paths)).toHaveLength(3);
    expect(suggestionOptions('owl', { suggest: { author_autocomplete: [{ options: [{ _id: 1, text: null }] as never }] } }, paths)).toHaveLength(3);
    expect(suggestionOptions('   ', null, paths)).toEqual([]);
  });
});

describe('moveSelection', () => {
  it('wraps from last to first and from first to last', () => {
    expect(moveSelection(-1, 5, 1)).toBe(0);
    expect(moveSelection(4, 5, 1)).toBe(0);
    expect(moveSelection(0, 5, -1)).toBe(4);
    expect(moveSelection(-1, 5, -1)).toBe(4);
    expect(moveSelection(2, 0, 1)).toBe(-1);
  });

  it('always lands on an option', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: -1, max: 19 }), fc.constantFrom(1 as const, -1 as const), (count, start, direction) => {
        const next = moveSelection(Math.min(start, count - 1), count, direction);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
      }),
    );
  });
});
