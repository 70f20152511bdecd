import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilters } from './filters';
import { autocompleteIndex, buildSearchIndex, correctionsFor, searchIndex, type IndexDocument, type IndexQuery } from './search-index';

let nextId = 1;
function doc(fields: Partial<IndexDocument> & { title: string }): IndexDocument {
  const id = nextId++;
  return {
    productId: id,
    sku: `sku-${id}`,
    isbn13: null,
    subtitle: null,
    authorNames: '',
    series: null,
    categorySubjects: [],
    description: '',
    department: 'Books',
    format: 'Paperback',
    tags: [],
    sites: ['us', 'ca'],
    priceUsd: 999,
    priceCad: 1299,
    ageMin: null,
    ageMax: null,
    popularity: 0,
    createdAt: Date.UTC(2026, 0, 1),
    authorIds: [],
    ...fields,
  };
}

const query = (fields: Partial<IndexQuery>): IndexQuery => ({ site: 'us', filters: [], offset: 0, limit: 24, facets: true, ...fields });

describe('searchIndex', () => {
  const dinosaurTitle = doc({ title: 'The Dinosaur Atlas', popularity: 10, department: 'Kids', ageMin: 6, ageMax: 8 });
  const dinosaurDescription = doc({
    title: 'Big Book of Bones',
    description: 'Every dinosaur that ever lived',
    popularity: 900,
    department: 'Kids',
    ageMin: 3,
    ageMax: 5,
  });
  const carrollBook = doc({
    title: 'Alice in Wonderland',
    authorNames: 'Lewis Carroll',
    authorIds: [1],
    popularity: 500,
    format: 'Hardcover',
    priceUsd: 2600,
    tags: ['classic'],
  });
  const usOnly = doc({ title: 'Stars and Stripes Dinosaur', sites: ['us'], popularity: 50, isbn13: '9780000000002', ageMin: 13, ageMax: null });
  const canadaOnly = doc({ title: 'Maple Dinosaur', sites: ['ca'], popularity: 40, categorySubjects: ['Fiction|Animals'], priceCad: 450 });
  const documents = [dinosaurTitle, dinosaurDescription, carrollBook, usOnly, canadaOnly];
  const authors = [
    { id: 1, slug: 'lewis-carroll', firstName: 'Lewis', lastName: 'Carroll' },
    { id: 2, slug: 'lewis-nobody', firstName: 'Lewis', lastName: 'Nobody' },
  ];
  const lists = [{ site: 'us' as const, kind: 'bestseller' as const, slug: 'overall', productIds: [usOnly.productId, dinosaurTitle.productId] }];
  const built = buildSearchIndex({ documents, authors, lists });

  it('ranks a title match above a description match, even a more popular one', async () => {
    const result = searchIndex(await built, query({ q: 'dinosaur' }));
    expect(result.productIds).toEqual([usOnly.productId, dinosaurTitle.productId, dinosaurDescription.productId]);
    expect(result.sort).toBe('relevance');
  });

  it('only shows products of the site', async () => {
    const index = await built;
    expect(searchIndex(index, query({ q: 'dinosaur', site: 'ca' })).productIds).not.toContain(usOnly.productId);
    expect(searchIndex(index, query({ q: 'dinosaur', site: 'us' })).productIds).not.toContain(canadaOnly.productId);
    expect(searchIndex(index, query({ q: '978-0-00-000000-2', site: 'us' })).productIds).toEqual([usOnly.productId]);
    expect(searchIndex(index, query({ q: '9780000000002', site: 'ca' })).total).toBe(0);
  });

  it('corrects typos and matches stems and prefixes', async () => {
    const index = await built;
    expect(correctionsFor(index, ['dinosuar'])).toEqual(new Map([['dinosuar', ['dinosaur']]]));
    expect(correctionsFor(index, ['dnosuar'])).toEqual(new Map());
    expect(correctionsFor(index, ['wondrelnad'])).toEqual(new Map([['wondrelnad', ['wonderland']]]));
    expect(correctionsFor(index, ['alcie'])).toEqual(new Map([['alcie', ['alice']]]));
    // Two typos from 9 letters typed, one below: "wondrlnad" (9) and "wndrland" (8) are both two typos off.
    expect(correctionsFor(index, ['wondrlnad'])).toEqual(new Map([['wondrlnad', ['wonderland']]]));
    expect(correctionsFor(index, ['wndrland'])).toEqual(new Map());
    expect(correctionsFor(index, ['wndrlandd'])).toEqual(new Map());
    expect(correctionsFor(index, ['alic'])).toEqual(new Map());
    expect(searchIndex(index, query({ q: 'dinosaurs' })).total).toBe(3);
    expect(searchIndex(index, query({ q: 'alice in wond' })).productIds).toEqual([carrollBook.productId]);
    expect(searchIndex(index, query({ q: 'alice in wond ' })).relaxed).toBe(true);
  });

  it('restricts the match to titles or authors', async () => {
    const index = await built;
    expect(searchIndex(index, query({ q: 'carroll', qf: 'author' })).productIds).toEqual([carrollBook.productId]);
    expect(searchIndex(index, query({ q: 'carroll', qf: 'title' })).total).toBe(0);
    expect(searchIndex(index, query({ q: 'dinosaur', qf: 'title' })).productIds).not.toContain(dinosaurDescription.productId);
  });

  it('relaxes to any word only when no product has them all', async () => {
    const index = await built;
    const relaxed = searchIndex(index, query({ q: 'dinosaur wonderland' }));
    expect(relaxed.relaxed).toBe(true);
    expect(relaxed.total).toBe(4);
    expect(searchIndex(index, query({ q: 'dinosaur atlas' })).relaxed).toBe(false);
  });

  it('filters, counts facets and sorts', async () => {
    const index = await built;
    const young = searchIndex(index, query({ filters: parseFilters('$age@=Ages 3 to 5') }));
    expect(young.productIds).toEqual([dinosaurDescription.productId]);
    expect(searchIndex(index, query({ filters: parseFilters('$age@=Ages 16+') })).productIds).toEqual([usOnly.productId]);
    expect(searchIndex(index, query({ filters: parseFilters('$price@=over-25;$tag@=classic;$format@=Hardcover') })).productIds).toEqual([
      carrollBook.productId,
    ]);
    expect(searchIndex(index, query({ site: 'ca', filters: parseFilters('$price@=under-5;$cs$Fiction@=Animals') })).productIds).toEqual([canadaOnly.productId]);
    expect(searchIndex(index, query({ filters: parseFilters('$cl@=overall') })).total).toBe(2);

    const all = searchIndex(index, query({ department: 'Kids' }));
    expect(all.productIds).toEqual([dinosaurDescription.productId, dinosaurTitle.productId]);
    expect(all.facets!.age).toEqual(
      expect.arrayContaining([
        { min: 3, max: 5, count: 1 },
        { min: 6, max: 8, count: 1 },
      ]),
    );
    expect(all.facets!.price.reduce((sum, band) => sum + band.count, 0)).toBe(all.total);

    const byTitle = searchIndex(index, query({ sort: 'title' }));
    const titles = byTitle.productIds.map((id) => documents.find((d) => d.productId === id)!.title);
    expect(titles).toEqual(['Alice in Wonderland', 'Big Book of Bones', 'Stars and Stripes Dinosaur', 'The Dinosaur Atlas']);
    expect(searchIndex(index, query({ sort: 'price-high' })).productIds[0]).toBe(carrollBook.productId);
  });

  it('keeps lists in list order, and an unknown list or department shows nothing', async () => {
    const index = await built;
    const list = searchIndex(index, query({ list: { kind: 'bestseller', slug: 'overall' } }));
    expect(list.sort).toBe('list');
    expect(list.productIds).toEqual([usOnly.productId, dinosaurTitle.productId]);
    expect(searchIndex(index, query({ list: { kind: 'curated', slug: 'overall' } })).total).toBe(0);
    expect(searchIndex(index, query({ department: 'Nowhere' })).total).toBe(0);
  });

  it('suggests authors with products on the site and the most popular titles', async () => {
    const index = await built;
    expect(autocompleteIndex(index, 'us', 'lew', 3)).toEqual({ authors: [{ _id: 'lewis-carroll', text: 'Lewis Carroll' }], titles: [] });
    const titles = autocompleteIndex(index, 'us', 'dino', 2).titles.map((title) => title.text);
    expect(titles).toEqual(['Stars and Stripes Dinosaur', 'The Dinosaur Atlas']);
    expect(autocompleteIndex(index, 'ca', 'dino', 3).titles.map((title) => title.text)).toEqual(['Maple Dinosaur', 'The Dinosaur Atlas']);
  });
});

describe('searchIndex against a plain scan of the catalogue', () => {
  const formats = ['Paperback', 'Hardcover', 'Board Book'];
  const departments = ['Kids', 'Tweens', 'Books'];
  const tags = ['new-this-week', 'award-winner', 'classic'];
  const documentArbitrary = fc.record({
    department: fc.constantFrom(...departments),
    format: fc.constantFrom(...formats),
    tags: fc.subarray(tags),
    sites: fc.constantFrom<Array<Array<'us' | 'ca'>>>(['us'], ['ca'], ['us', 'ca']),
    priceUsd: fc.integer({ min: 0, max: 8000 }),
    priceCad: fc.integer({ min: 0, max: 8000 }),
    popularity: fc.integer({ min: 0, max: 1000 }),
  });

  it('agrees on which products match, their count and their order by price', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(documentArbitrary, { minLength: 1, maxLength: 60 }),
        fc.constantFrom('us' as const, 'ca' as const),
        fc.constantFrom(...departments),
        fc.subarray(formats, { minLength: 1 }),
        fc.subarray(['under-5', '5-10', '10-25', '25-50', 'over-50'], { minLength: 1 }),
        async (fields, site, department, wantedFormats, bands) => {
          const documents = fields.map((field, i) => doc({ title: `Book ${i}`, ...field }));
          const index = await buildSearchIndex({ documents, authors: [], lists: [] });
          const filters = parseFilters(`$format@=${wantedFormats.join('|')};$price@=${bands.join('|')}`);
          const result = searchIndex(index, query({ site, department, filters, sort: 'price-low', limit: 100 }));
          const bounds: Record<string, [number, number]> = {
            'under-5': [0, 500],
            '5-10': [500, 1000],
            '10-25': [1000, 2500],
            '25-50': [2500, 5000],
            'over-50': [5000, Infinity],
          };
          const price = (d: IndexDocument) => (site === 'us' ? d.priceUsd : d.priceCad);
          const expected = documents
            .filter((d) => d.sites.includes(site) && d.department === department && wantedFormats.includes(d.format))
            .filter((d) => bands.some((band) => price(d) >= bounds[band]![0] && price(d) < bounds[band]![1]))
            .sort((a, b) => price(a) - price(b) || b.popularity - a.popularity || a.productId - b.productId);
          expect(result.total).toBe(expected.length);
          expect(result.productIds).toEqual(expected.map((d) => d.productId));
          expect(result.facets!.format.reduce((sum, facet) => sum + facet.count, 0)).toBe(expected.length);
        },
      ),
      { numRuns: 60 },
    );
  });
});
