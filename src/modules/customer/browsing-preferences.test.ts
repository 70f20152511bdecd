import { describe, expect, it } from 'vitest';
import { listingWithPreferences, rememberedSort, rememberedView } from './browsing-preferences';

describe('browsing preferences', () => {
  it('keeps known views, and orders that apply to any listing', () => {
    expect(rememberedView('list')).toBe('list');
    expect(rememberedView('grid')).toBe('grid');
    expect(rememberedView('table')).toBeNull();
    for (const sort of ['arrival', 'price-low', 'price-high', 'bestselling', 'title']) expect(rememberedSort(sort)).toBe(sort);
    for (const sort of ['relevance', 'list', 'cheapest', null, 3]) expect(rememberedSort(sort)).toBeNull();
  });

  it('opens a listing that chooses nothing the way the shopper last chose, from its first page for a new order', () => {
    expect(listingWithPreferences('/browse/kids', '', { view: 'list', sortBy: 'price-low' })).toBe('/browse/kids?view=list&sort=price-low');
    expect(listingWithPreferences('/ca/browse', '?q=owls&page=3&org=maple', { view: 'grid', sortBy: 'arrival' })).toBe(
      '/ca/browse?q=owls&org=maple&sort=arrival',
    );
    expect(listingWithPreferences('/browse', '?page=2', { view: 'list', sortBy: null })).toBe('/browse?page=2&view=list');
  });

  it('leaves alone what the URL chooses, the defaults, other pages and unreadable preferences', () => {
    expect(listingWithPreferences('/browse', '?view=grid&sort=title', { view: 'list', sortBy: 'price-low' })).toBeNull();
    expect(listingWithPreferences('/browse', '?view=grid', { view: 'list', sortBy: null })).toBeNull();
    expect(listingWithPreferences('/browse', '', { view: 'grid', sortBy: null })).toBeNull();
    expect(listingWithPreferences('/browse', '', { view: 'table', sortBy: 'relevance' })).toBeNull();
    expect(listingWithPreferences('/product/owls/1', '', { view: 'list', sortBy: 'title' })).toBeNull();
    for (const preferences of [null, undefined, 'list', 7]) expect(listingWithPreferences('/browse', '', preferences)).toBeNull();
  });
});
