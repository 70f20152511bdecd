import type { ProductSummary } from '@/modules/catalog';
import type { SiteId } from '@/modules/regions';
import type { Filter } from './filters';

export const SORTS = ['relevance', 'arrival', 'price-low', 'price-high', 'bestselling', 'title', 'list'] as const;
export type SortId = (typeof SORTS)[number];

export const SORT_LABELS: Record<SortId, string> = {
  relevance: 'Best match',
  arrival: 'Newest arrivals',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  bestselling: 'Bestselling',
  title: 'Title A–Z',
  list: 'List order',
};

export function isSortId(value: unknown): value is SortId {
  return typeof value === 'string' && (SORTS as readonly string[]).includes(value);
}

export interface SearchRequest {
  site: SiteId;
  q?: string;
  /** Restrict the text match to authors or titles (spec §2 `qf`). */
  qf?: 'author' | 'title';
  filters: Filter[];
  /** Listing scopes of the browse variants. */
  department?: string;
  author?: { firstName: string; lastName: string };
  category?: string;
  subject?: string;
  /** A curated or bestseller list; without another sort its products come in list order. */
  list?: { kind: 'curated' | 'bestseller'; slug: string };
  sort?: SortId;
  page?: number;
  pageSize?: number;
  facets?: boolean;
}

export interface FacetValue {
  label: string;
  count: number;
  /** The filter expression that selects this value, e.g. `$format@=Hardcover`. */
  expression: string;
}

export interface Facets {
  format: FacetValue[];
  price: FacetValue[];
  age: FacetValue[];
  subject: FacetValue[];
  tag: FacetValue[];
}

export interface SearchResult {
  items: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
  sort: SortId;
  facets: Facets | null;
  /** Words that were not found, with the catalogue words searched instead. */
  corrections: Array<{ word: string; suggestions: string[] }>;
  /** True when no product had every word, so products with any of them are shown. */
  relaxed: boolean;
}

export interface Suggestion {
  _id: string;
  text: string;
}

export interface AutocompleteResult {
  authors: Suggestion[];
  titles: Suggestion[];
}

/** The search behind /browse, the JSON search API and autocomplete; PostgreSQL today, replaceable (DESIGN §2). */
export interface SearchEngine {
  search(request: SearchRequest): Promise<SearchResult>;
  autocomplete(site: SiteId, q: string, limit?: number): Promise<AutocompleteResult>;
}

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE = 400;
