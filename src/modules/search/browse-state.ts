import { isSortId, MAX_PAGE, type SortId } from './engine';
import { parseFilters, serializeFilters, type Filter } from './filters';
import { MAX_QUERY_LENGTH } from './query';

/** Everything a listing shows is in its URL, so a listing can be shared (pure; no I/O). */
export interface BrowseState {
  q: string;
  qf?: 'author' | 'title';
  filters: Filter[];
  sort?: SortId;
  page: number;
  view: 'grid' | 'list';
}

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export function parseBrowseParams(params: Params): BrowseState {
  const q = (first(params.q) ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
  const qf = first(params.qf);
  const sort = first(params.sort);
  const page = Number.parseInt(first(params.page) ?? '1', 10);
  return {
    q,
    qf: q && (qf === 'author' || qf === 'title') ? qf : undefined,
    filters: parseFilters(params.filters),
    sort: isSortId(sort) ? sort : undefined,
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1,
    view: first(params.view) === 'list' ? 'list' : 'grid',
  };
}

/** The URL of a listing in a given state; defaults are left out. */
export function browseStateHref(path: string, state: Partial<BrowseState>): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.q && state.qf) params.set('qf', state.qf);
  if (state.filters && state.filters.length > 0) params.set('filters', serializeFilters(state.filters));
  if (state.sort) params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  if (state.view === 'list') params.set('view', 'list');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
