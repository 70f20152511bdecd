import { ADDRESS_WORDING, SITES, sitePath, type SiteId } from '@/modules/regions';
import { openFairText } from '../fair-dates';
import type { OpenFair, OrganizationMatch } from '../organizations.server';
import { FavoriteToggle } from './FavoriteToggle';

/** Find a Fair (spec §2): search by name, city or postal/ZIP code, favourites first, and select one to shop for. */
export function FindAFair({ site, query, matches, signedIn }: { site: SiteId; query: string; matches: OrganizationMatch[]; signedIn: boolean }) {
  return (
    <div className="space-y-6">
      <form role="search" aria-label="Find a school or organization" action={sitePath(site, '/find-a-fair')} className="flex max-w-xl items-end gap-2">
        <div className="flex-1">
          <label htmlFor="find-a-fair-q" className="block text-sm font-semibold">
            School, library, city or {ADDRESS_WORDING[SITES[site].country].postalCodeWord}
          </label>
          <input
            id="find-a-fair-q"
            name="q"
            defaultValue={query}
            autoComplete="off"
            maxLength={80}
            className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
          />
        </div>
        <button type="submit" className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
          Find
        </button>
      </form>
      {matches.length === 0 ? (
        <p role="status" className="text-muted">
          {query
            ? `No school or organization matches “${query}”. Try the city or the ${ADDRESS_WORDING[SITES[site].country].postalCodeWord}.`
            : signedIn
              ? 'Search for a school or library; your favourites will show here.'
              : 'Search for a school or library to shop for its book fair.'}
        </p>
      ) : (
        <ul className="divide-y divide-black/10" aria-label="Organizations">
          {matches.map((match) => (
            <li key={match._id} className="flex flex-wrap items-center gap-3 py-4" data-testid="organization-match" data-org={match.org}>
              <div className="min-w-60 flex-1">
                <p className="font-semibold">
                  {match.name}
                  {match.favorite && <span className="ml-2 text-sm font-normal text-muted">(favourite)</span>}
                </p>
                <p className="text-sm text-muted">{[match.city, match.region, match.postalCode].filter(Boolean).join(', ')}</p>
                {match.activeFair && <OpenFairLine fair={match.activeFair} locale={SITES[site].locale} />}
              </div>
              {signedIn && <FavoriteToggle id={match._id} name={match.name} initial={match.favorite} />}
              <a href={sitePath(site, `/org/${match.org}`)} className="rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
                Shop for {match.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The organization's open fair: its name, its days and, when it differs, its online shopping window. */
function OpenFairLine({ fair, locale }: { fair: OpenFair; locale: string }) {
  const text = openFairText(fair, locale);
  return (
    <p className="mt-1 text-sm" data-testid="open-fair">
      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">{text.name} is on now</span> <span>{text.days}</span>
      {text.online && <span className="text-muted"> · online shopping {text.online}</span>}
    </p>
  );
}
