'use client';

import { useEffect, useId, useState } from 'react';
import { createBrowserHttpClient } from '@/lib/http';
import { useShopSession } from '@/modules/accounts/ui';
import { ADDRESS_WORDING, SITES, sitePath, type SiteId } from '@/modules/regions';
import { openFairText } from '../fair-dates';
import { loadFavorites, setFavorite, useStoredFavorites } from '../organization-browser';
import type { OpenFair, OrganizationMatch } from '../organizations.server';
import type { StoredSelection } from './FindAFairButton';

const http = createBrowserHttpClient();
const SEARCH_DELAY_MS = 250;

interface Choice {
  _id: number;
  org: string;
  name: string;
  place: string;
  activeFair: OpenFair | null;
}

function matchesOf(body: unknown): OrganizationMatch[] {
  const organizations = (body as { organizations?: unknown } | null)?.organizations;
  if (!Array.isArray(organizations)) throw new Error('The organizations could not be read.');
  return organizations as OrganizationMatch[];
}

type Search =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; matches: OrganizationMatch[] }
  | { status: 'failed'; query: string };

/**
 * Find a Fair's picker in the header (spec §2): the selected organization, the shopper's favourites first, and a search
 * by name, city or postal/ZIP code as they type; choosing one selects it for this page and the ones after.
 */
export default function OrganizationPicker({
  site,
  selected,
  onChoose,
}: {
  site: SiteId;
  selected: StoredSelection | null;
  onChoose: (org: string | null) => void;
}) {
  const { session, status } = useShopSession();
  // The favourites call itself checks that the session has not expired.
  const signedIn = status === 'authenticated' && session?.user.role !== 'guest';
  const favorites = useStoredFavorites();
  const [query, setQuery] = useState('');
  const [latest, setSearch] = useState<Search>({ status: 'idle' });
  const search: Search = query.trim() ? latest : { status: 'idle' };
  const inputId = useId();
  const postal = ADDRESS_WORDING[SITES[site].country].postalCodeWord;

  useEffect(() => {
    if (status !== 'loading') void loadFavorites(session);
  }, [session, status]);

  useEffect(() => {
    const words = query.trim();
    if (!words) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ status: 'searching', query: words });
      http
        .json(`/api/bookfair/v1/organizations?site=${site}&q=${encodeURIComponent(words)}`, { parse: matchesOf, quiet: true, signal: controller.signal })
        .then((matches) => setSearch({ status: 'done', query: words, matches }))
        .catch(() => !controller.signal.aborted && setSearch({ status: 'failed', query: words }));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, site]);

  const favoriteIds = new Set(favorites.map((favorite) => favorite._id));
  const siteFavorites: Choice[] = favorites
    .filter((favorite) => favorite.site === site)
    .map((favorite) => ({ ...favorite, place: [favorite.city, favorite.region].filter(Boolean).join(', '), activeFair: null }));
  const found: Choice[] =
    search.status === 'done'
      ? [...search.matches]
          .sort((a, b) => Number(favoriteIds.has(b._id)) - Number(favoriteIds.has(a._id)))
          .map((match) => ({ ...match, place: [match.city, match.region, match.postalCode].filter(Boolean).join(', ') }))
      : [];

  const row = (choice: Choice) => (
    <li key={choice._id} className="flex items-center gap-2 py-2" data-testid="picker-organization" data-org={choice.org}>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{choice.name}</p>
        <p className="truncate text-xs text-muted">
          {choice.place}
          {choice.activeFair && (
            <span className="ml-1 rounded-full bg-green-100 px-1.5 text-green-900">
              {choice.activeFair.name} is on now, {openFairText(choice.activeFair, SITES[site].locale).days}
            </span>
          )}
        </p>
      </div>
      {signedIn && <FavoriteStar id={choice._id} name={choice.name} favorite={favoriteIds.has(choice._id)} />}
      <button
        type="button"
        onClick={() => onChoose(choice.org)}
        aria-label={`Shop for ${choice.name}`}
        className="shrink-0 rounded-full bg-brand px-3 py-1 text-sm font-semibold text-white hover:bg-brand-dark"
      >
        Shop for
      </button>
    </li>
  );

  return (
    <div className="space-y-3">
      {selected && (
        <div className="rounded-md bg-brand/5 p-3 text-sm">
          <p>
            Shopping for <strong>{selected.name}</strong>: every order earns it rewards.
          </p>
          <button type="button" onClick={() => onChoose(null)} className="mt-1 font-semibold text-brand underline">
            Stop shopping for {selected.name}
          </button>
        </div>
      )}
      <div>
        <label htmlFor={inputId} className="block text-sm font-semibold">
          Find a school, library, city or {postal}
        </label>
        <input
          id={inputId}
          type="search"
          autoFocus
          autoComplete="off"
          maxLength={80}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
        />
      </div>
      <div aria-live="polite" className="max-h-80 overflow-y-auto">
        {search.status === 'idle' &&
          (siteFavorites.length > 0 ? (
            <>
              <h2 className="text-xs font-bold uppercase tracking-wider text-muted">Your favourites</h2>
              <ul aria-label="Your favourites" className="divide-y divide-black/10">
                {siteFavorites.map(row)}
              </ul>
            </>
          ) : (
            <p className="text-sm text-muted">
              {signedIn
                ? 'Your favourite schools will show here: add one with its star.'
                : 'Type a name, a city or a ' + postal + '. Sign in to keep your favourites here.'}
            </p>
          ))}
        {search.status === 'searching' && <p className="text-sm text-muted">Searching…</p>}
        {search.status === 'failed' && <p className="text-sm text-red-800">The search did not work. Please try again.</p>}
        {search.status === 'done' &&
          (found.length === 0 ? (
            <p className="text-sm text-muted">
              No school or organization matches “{search.query}”. Try the city or the {postal}.
            </p>
          ) : (
            <ul aria-label="Organizations found" className="divide-y divide-black/10">
              {found.map(row)}
            </ul>
          ))}
      </div>
      <a
        href={sitePath(site, query.trim() ? `/find-a-fair?q=${encodeURIComponent(query.trim())}` : '/find-a-fair')}
        className="block text-sm font-semibold text-brand underline"
      >
        Open Find a Fair
      </a>
    </div>
  );
}

function FavoriteStar({ id, name, favorite }: { id: number; name: string; favorite: boolean }) {
  const [pending, setPending] = useState(false);
  const toggle = () => {
    setPending(true);
    setFavorite(id, !favorite)
      // The HTTP client has told the shopper what went wrong; the star stays as it was.
      .catch(() => undefined)
      .finally(() => setPending(false));
  };
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={pending}
      aria-pressed={favorite}
      aria-label={favorite ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
      className="shrink-0 rounded-full px-2 py-1 text-lg leading-none text-brand hover:bg-brand/5 disabled:opacity-60"
    >
      <span aria-hidden>{favorite ? '★' : '☆'}</span>
    </button>
  );
}
