import type { Suggestion } from './engine';

/** One row of the search box's list (spec §2): plain keyword, 'in Author', 'in Title', then authors and products. */
export interface SuggestionOption {
  id: string;
  group: 'keyword' | 'authors' | 'products';
  label: string;
  /** Where choosing it goes. */
  href: string;
}

export interface AutocompleteAnswer {
  suggest?: {
    author_autocomplete?: Array<{ options?: Suggestion[] }>;
    title_autocomplete?: Array<{ options?: Suggestion[] }>;
  };
}

export function searchHref(browsePath: string, q: string, qf?: 'author' | 'title'): string {
  const params = new URLSearchParams({ q });
  if (qf) params.set('qf', qf);
  return `${browsePath}?${params.toString()}`;
}

/** The options for what was typed and the autocomplete answer (which may be missing or malformed). */
export function suggestionOptions(
  q: string,
  answer: AutocompleteAnswer | null,
  paths: { browse: string; product: (title: string, sku: string) => string },
  limit = 3,
): SuggestionOption[] {
  const text = q.trim();
  if (!text) return [];
  const valid = (options: unknown): Suggestion[] =>
    Array.isArray(options) ? options.filter((o): o is Suggestion => typeof o?._id === 'string' && typeof o?.text === 'string').slice(0, limit) : [];
  const authors = valid(answer?.suggest?.author_autocomplete?.[0]?.options);
  const titles = valid(answer?.suggest?.title_autocomplete?.[0]?.options);
  return [
    { id: 'keyword', group: 'keyword', label: text, href: searchHref(paths.browse, text) },
    { id: 'in-author', group: 'keyword', label: `${text} in Author`, href: searchHref(paths.browse, text, 'author') },
    { id: 'in-title', group: 'keyword', label: `${text} in Title`, href: searchHref(paths.browse, text, 'title') },
    ...authors.map((author) => ({
      id: `author-${author._id}`,
      group: 'authors' as const,
      label: author.text,
      href: searchHref(paths.browse, author.text, 'author'),
    })),
    ...titles.map((title) => ({ id: `product-${title._id}`, group: 'products' as const, label: title.text, href: paths.product(title.text, title._id) })),
  ];
}

/** Arrow-key movement through the list, wrapping from last to first and first to last; -1 is "nothing selected". */
export function moveSelection(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
