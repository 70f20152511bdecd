'use client';

import { Search } from '@/ui/icons';
import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/idle';
import { sitePath, type SiteId } from '@/modules/regions';
import { PLAIN_SEARCH_INPUT_ID, SEARCH_PLACEHOLDER, searchButtonClass, searchFormClass, searchInputClass } from './search-form';

type Combobox = ComponentType<{ site: SiteId }>;

/**
 * The header search (spec §2). A plain form first — it works without JavaScript, submitting to /browse?q= — then the
 * full combobox, fetched when the browser is idle or the shopper reaches for the box, so the suggestions code is not
 * part of every page's first load (DESIGN §7).
 */
export function SearchBox({ site }: { site: SiteId }) {
  const [SearchCombobox, setSearchCombobox] = useState<Combobox | null>(null);
  const load = () => void import('./SearchCombobox').then((loaded) => setSearchCombobox(() => loaded.default));

  useEffect(() => whenIdle(load), []);

  if (SearchCombobox) return <SearchCombobox site={site} />;
  return (
    <form role="search" action={sitePath(site, '/browse')} className={searchFormClass}>
      <label htmlFor={PLAIN_SEARCH_INPUT_ID} className="sr-only">
        Search
      </label>
      <input
        id={PLAIN_SEARCH_INPUT_ID}
        name="q"
        type="text"
        role="combobox"
        aria-expanded={false}
        aria-controls={`${PLAIN_SEARCH_INPUT_ID}-list`}
        aria-autocomplete="list"
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        maxLength={200}
        required
        className={searchInputClass}
        onFocus={load}
        onPointerEnter={load}
      />
      <button type="submit" className={searchButtonClass} aria-label="Search">
        <Search aria-hidden className="h-4 w-4" />
      </button>
      <ul id={`${PLAIN_SEARCH_INPUT_ID}-list`} role="listbox" aria-label="Search suggestions" hidden />
    </form>
  );
}
