'use client';

import { Search, X } from '@/ui/icons';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { productPath } from '@/modules/catalog';
import { SITES, sitePath, type SiteId } from '@/modules/regions';
import { moveSelection, searchHref, suggestionOptions, type AutocompleteAnswer } from '../suggestions';
import { PLAIN_SEARCH_INPUT_ID, SEARCH_PLACEHOLDER, searchButtonClass, searchFormClass, searchInputClass } from './search-form';
import { hrefWithSelectedOrganization } from '@/modules/organizations';

const DEBOUNCE_MS = 150;
const GROUP_LABELS = { keyword: 'Search', authors: 'Authors', products: 'Products' } as const;

/**
 * The header search box (spec §2) as an ARIA 1.2 combobox: suggestions while focused with text, arrow keys that
 * wrap, Enter to run the selection or a plain search, Escape or a click away to close, a clear button. It takes over
 * from the plain form SearchBox renders first, keeping what was typed there and its focus.
 */
export default function SearchCombobox({ site }: { site: SiteId }) {
  const router = useRouter();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Read while the plain form is still on the page (this first render happens before React replaces it).
  const [plain] = useState(() => {
    const field = document.getElementById(PLAIN_SEARCH_INPUT_ID) as HTMLInputElement | null;
    return { value: field?.value ?? '', focused: field !== null && document.activeElement === field };
  });
  const [q, setQ] = useState(plain.value);
  const [focused, setFocused] = useState(plain.focused);

  // In the commit itself, not after paint: keys typed in between would otherwise land on no element and be lost.
  useLayoutEffect(() => {
    if (!plain.focused) return;
    input.current?.focus();
    input.current?.setSelectionRange(plain.value.length, plain.value.length);
  }, [plain]);
  const [answer, setAnswer] = useState<AutocompleteAnswer | null>(null);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);

  const browse = sitePath(site, '/browse');
  const options = suggestionOptions(q, answer, { browse, product: (title, sku) => productPath(site, title, sku) });
  const open = focused && !dismissed && q.trim().length > 0;

  useEffect(() => {
    const text = q.trim();
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/${site}/autocomplete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ locale: SITES[site].locale, q: text }),
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<AutocompleteAnswer>) : null))
        .then((next) => setAnswer(next))
        // A failing autocomplete shows no suggestions and no error (spec §8).
        .catch(() => {
          if (!controller.signal.aborted) setAnswer(null);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, site]);

  const go = (href: string) => {
    setDismissed(true);
    input.current?.blur();
    router.push(hrefWithSelectedOrganization(href, window.location.href));
  };

  return (
    <form
      role="search"
      action={browse}
      className={searchFormClass}
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = active >= 0 && open ? options[active] : undefined;
        if (chosen) go(chosen.href);
        else if (q.trim()) go(searchHref(browse, q.trim()));
      }}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        name="q"
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        value={q}
        maxLength={200}
        className={searchInputClass}
        onChange={(event) => {
          setQ(event.target.value);
          setActive(-1);
          setDismissed(false);
          if (!event.target.value.trim()) setAnswer(null);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setDismissed(false);
            setActive((current) => moveSelection(current, options.length, event.key === 'ArrowDown' ? 1 : -1));
          } else if (event.key === 'Escape') {
            setDismissed(true);
            setActive(-1);
          }
        }}
      />
      {q && (
        <button
          type="button"
          aria-label="Clear search"
          className="absolute right-10 top-1/2 -translate-y-1/2 rounded-full p-1.5 text-muted hover:text-ink"
          onClick={() => {
            setQ('');
            setAnswer(null);
            setActive(-1);
            input.current?.focus();
          }}
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      )}
      <button type="submit" className={searchButtonClass} aria-label="Search">
        <Search aria-hidden className="h-4 w-4" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl border border-black/10 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="cursor-pointer px-4 py-1.5 text-sm aria-selected:bg-paper aria-selected:font-semibold"
            // Choosing with the mouse must happen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              go(option.href);
            }}
          >
            {index > 0 && options[index - 1]!.group !== option.group && (
              <span className="mb-1 block border-t border-black/10 pt-1.5 text-xs font-bold uppercase tracking-wide text-muted" aria-hidden>
                {GROUP_LABELS[option.group]}
              </span>
            )}
            {option.label}
          </li>
        ))}
      </ul>
    </form>
  );
}
