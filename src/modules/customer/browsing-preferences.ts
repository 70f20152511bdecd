/** Spec §3 browsingPreferences (pure): the listing view and order the shopper chose, applied to the listings they open next. */
import { isSortId, type BrowseState, type SortId } from '@/modules/search';
import { isListingPath } from './continue-browsing';

export interface BrowsingPreferences {
  view: BrowseState['view'];
  /** The listing order the customer last chose; null leaves each listing's own default. */
  sortBy: SortId | null;
}

/** The views a shopper may prefer; anything else is not kept. */
export const rememberedView = (view: unknown): BrowseState['view'] | null => (view === 'grid' || view === 'list' ? view : null);

/**
 * The orders kept as a preference: every order but the two that belong to one listing (relevance needs search words; a
 * curated list's own order needs the list), which would not apply to the next one.
 */
export const rememberedSort = (sort: unknown): SortId | null => (isSortId(sort) && sort !== 'relevance' && sort !== 'list' ? sort : null);

/**
 * A listing opened without a view or an order in its URL, shown the way the shopper last chose: its URL with their
 * preferences, or null when it needs no change (not a listing, the URL chooses already, or the preferences are the
 * defaults). A new order starts from the first page.
 */
export function listingWithPreferences(pathname: string, search: string, preferences: unknown): string | null {
  if (!isListingPath(pathname) || typeof preferences !== 'object' || preferences === null) return null;
  const { view, sortBy } = preferences as Record<string, unknown>;
  const params = new URLSearchParams(search);
  let changed = false;
  if (!params.has('view') && rememberedView(view) === 'list') {
    params.set('view', 'list');
    changed = true;
  }
  const sort = rememberedSort(sortBy);
  if (!params.has('sort') && sort) {
    params.set('sort', sort);
    params.delete('page');
    changed = true;
  }
  return changed ? `${pathname}?${params.toString()}` : null;
}
