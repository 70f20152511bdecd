import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterChips, MAX_FILTERS, parseAgeBand, parseFilters, PRICE_BANDS, serializeFilters, withFilterValue } from './filters';

describe('parseFilters', () => {
  it('reads every filter of the spec', () => {
    expect(parseFilters('$tag@=new-this-week')).toEqual([{ kind: 'tag', values: ['new-this-week'] }]);
    expect(parseFilters('$format@=Hardcover|Board Book')).toEqual([{ kind: 'format', values: ['Hardcover', 'Board Book'] }]);
    expect(parseFilters('$price@=under-5|over-50')).toEqual([{ kind: 'price', values: [PRICE_BANDS['under-5'], PRICE_BANDS['over-50']] }]);
    expect(parseFilters('$cs$Fiction@=Mystery')).toEqual([{ kind: 'cs', category: 'Fiction', values: ['Mystery'] }]);
    expect(parseFilters('$cs$Toys & Activities@=Puzzles')).toEqual([{ kind: 'cs', category: 'Toys & Activities', values: ['Puzzles'] }]);
    expect(parseFilters('$age@=Ages 0 to 2|Ages 13+')).toEqual([
      {
        kind: 'age',
        values: [
          { label: 'Ages 0 to 2', min: 0, max: 2 },
          { label: 'Ages 13+', min: 13, max: null },
        ],
      },
    ]);
    expect(parseFilters('$cl@=staff-picks')).toEqual([{ kind: 'cl', values: ['staff-picks'] }]);
  });

  it('combines filters separated by semicolons or given as repeated parameters', () => {
    expect(parseFilters('$tag@=new-this-week;$format@=Paperback')).toHaveLength(2);
    expect(parseFilters(['$tag@=new-this-week', '$price@=5-10'])).toHaveLength(2);
  });

  it('drops what is malformed and keeps the rest', () => {
    expect(parseFilters('$colour@=red;$tag@=new-this-week')).toEqual([{ kind: 'tag', values: ['new-this-week'] }]);
    expect(parseFilters('$price@=cheap')).toEqual([]);
    expect(parseFilters('$age@=Ages 9 to 3')).toEqual([]);
    expect(parseFilters('$tag@=')).toEqual([]);
    expect(parseFilters('tag=new')).toEqual([]);
    expect(parseFilters('$cs$@=Mystery')).toEqual([]);
    expect(parseFilters(undefined)).toEqual([]);
  });

  it('strips control characters, which PostgreSQL text cannot hold', () => {
    expect(parseFilters('$format@=Hard\u0000cover|\u0000')).toEqual([{ kind: 'format', values: ['Hardcover'] }]);
    expect(parseFilters('$cs$Fic\u0000tion@=Mystery')).toEqual([]);
  });

  it('caps the number of filters', () => {
    expect(parseFilters(Array.from({ length: 30 }, (_, i) => `$tag@=t${i}`).join(';'))).toHaveLength(MAX_FILTERS);
  });

  it('never throws and only yields well-formed filters, for any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 400 }),
          fc.array(fc.string({ maxLength: 100 }), { maxLength: 5 }),
          fc.constantFrom("$tag@=%';--", '$cs$a@=b|c|:*&|!', '$age@=Ages 99 to 99'),
        ),
        (input) => {
          const filters = parseFilters(input);
          expect(filters.length).toBeLessThanOrEqual(MAX_FILTERS);
          for (const filter of filters) {
            expect(filter.values.length).toBeGreaterThan(0);
            expect(filter.values.length).toBeLessThanOrEqual(20);
          }
          expect(parseFilters(serializeFilters(filters))).toEqual(filters);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('parseAgeBand', () => {
  it('reads the spec labels and short forms', () => {
    expect(parseAgeBand('Ages 6 to 8')).toEqual({ label: 'Ages 6 to 8', min: 6, max: 8 });
    expect(parseAgeBand('9-12')).toEqual({ label: 'Ages 9 to 12', min: 9, max: 12 });
    expect(parseAgeBand('13+')).toEqual({ label: 'Ages 13+', min: 13, max: null });
    expect(parseAgeBand('teens')).toBeNull();
  });
});

describe('chips and adding values', () => {
  it('removing a chip keeps the other values and filters', () => {
    const filters = parseFilters('$format@=Hardcover|Paperback;$tag@=new-this-week');
    const chips = filterChips(filters);
    expect(chips.map((chip) => chip.label)).toEqual(['Hardcover', 'Paperback', 'new-this-week']);
    expect(serializeFilters(chips[0]!.remaining)).toBe('$format@=Paperback;$tag@=new-this-week');
    expect(serializeFilters(chips[2]!.remaining)).toBe('$format@=Hardcover|Paperback');
  });

  it('adds a value to an existing filter or a new filter', () => {
    const filters = parseFilters('$format@=Hardcover');
    expect(serializeFilters(withFilterValue(filters, '$format@=Paperback'))).toBe('$format@=Hardcover|Paperback');
    expect(serializeFilters(withFilterValue(filters, '$price@=under-5'))).toBe('$format@=Hardcover;$price@=under-5');
    expect(withFilterValue(filters, 'garbage')).toBe(filters);
  });
});

describe('hasFilterValue', () => {
  it('tells whether a facet value is selected', async () => {
    const { hasFilterValue } = await import('./filters');
    const filters = parseFilters('$format@=Hardcover|Paperback;$cs$Fiction@=Mystery');
    expect(hasFilterValue(filters, '$format@=Paperback')).toBe(true);
    expect(hasFilterValue(filters, '$format@=Board Book')).toBe(false);
    expect(hasFilterValue(filters, '$cs$Fiction@=Mystery')).toBe(true);
    expect(hasFilterValue(filters, '$cs$Nonfiction@=Mystery')).toBe(false);
  });
});
