import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browseStateHref, parseBrowseParams } from './browse-state';

describe('browse state in the URL', () => {
  it('reads q, qf, filters, sort, page and view', () => {
    expect(parseBrowseParams({ q: ' dinosaurs ', qf: 'title', filters: '$format@=Hardcover', sort: 'arrival', page: '3', view: 'list' })).toEqual({
      q: 'dinosaurs',
      qf: 'title',
      filters: [{ kind: 'format', values: ['Hardcover'] }],
      sort: 'arrival',
      page: 3,
      view: 'list',
    });
  });

  it('ignores what is malformed', () => {
    expect(parseBrowseParams({ qf: 'author', sort: 'cheapest', page: '-4', view: 'table', filters: '$nope@=x' })).toEqual({
      q: '',
      qf: undefined,
      filters: [],
      sort: undefined,
      page: 1,
      view: 'grid',
    });
    expect(parseBrowseParams({ page: '99999999' }).page).toBe(400);
    expect(parseBrowseParams({ q: 'owl\u0000moon' }).q).toBe('owl moon');
  });

  it('round-trips through a URL', () => {
    fc.assert(
      fc.property(
        fc.record({ q: fc.string({ maxLength: 50 }), filters: fc.string({ maxLength: 80 }), sort: fc.string(), page: fc.nat().map(String) }),
        (params) => {
          const state = parseBrowseParams(params);
          const href = browseStateHref('/browse', state);
          const url = new URL(href, 'http://x');
          expect(parseBrowseParams(Object.fromEntries(url.searchParams))).toEqual(state);
        },
      ),
    );
  });

  it('leaves defaults out of the URL', () => {
    expect(browseStateHref('/ca/browse/kids', { q: '', filters: [], page: 1, view: 'grid' })).toBe('/ca/browse/kids');
    expect(browseStateHref('/browse', { q: 'owl', page: 2 })).toBe('/browse?q=owl&page=2');
  });
});
