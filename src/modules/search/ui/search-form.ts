/** The plain search field's id, by which the combobox finds what was typed before it loaded. */
export const PLAIN_SEARCH_INPUT_ID = 'site-search-plain';

export const SEARCH_PLACEHOLDER = 'Search for books by keyword / title / author';
export const searchFormClass = 'relative order-last w-full sm:order-none sm:w-auto sm:flex-1';
export const searchInputClass = 'w-full rounded-full border border-black/20 bg-paper py-2 pl-4 pr-20 text-sm focus:border-sky focus:outline-none';
export const searchButtonClass = 'absolute right-1 top-1/2 -translate-y-1/2 rounded-full p-2 text-muted hover:text-ink';
