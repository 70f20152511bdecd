import { X } from '@/ui/icons';
import Link from 'next/link';
import { formatWholeMoney } from '@/lib/money';
import { bylineText, productPath } from '@/modules/catalog';
import { ProductCard } from './ProductCard';
import { SITES, sitePath, type SiteId } from '@/modules/regions';
import { Price } from '@/ui/Price';
import { browseStateHref, type BrowseState } from '../browse-state';
import { SORT_LABELS, SORTS, type FacetValue, type Facets, type SearchRequest, type SearchResult, type SortId } from '../engine';
import { filterChips, hasFilterValue, withFilterValue } from '../filters';
import { searchEngine } from '../index.server';
import { SortSelect } from './SortSelect';
import { ViewSwitch } from './ViewSwitch';

export interface Breadcrumb {
  label: string;
  href?: string;
}

interface BrowsePageProps {
  site: SiteId;
  /** The site-prefixed path of this listing, e.g. /ca/browse/kids. */
  path: string;
  heading: string;
  description?: string;
  breadcrumbs: Breadcrumb[];
  state: BrowseState;
  /** The selected organization (spec §2), carried on the listing's own links. */
  org?: string | null;
  scope?: Omit<SearchRequest, 'site' | 'filters' | 'q' | 'qf' | 'sort' | 'page'>;
}

const FACET_TITLES: Record<keyof Facets, string> = { format: 'Format', price: 'Price', age: 'Age', subject: 'Subject', tag: 'Collections' };

export async function BrowsePage({ site, path, heading, description, breadcrumbs, state, org, scope }: BrowsePageProps) {
  const result = await searchEngine.search({
    site,
    q: state.q || undefined,
    qf: state.qf,
    filters: state.filters,
    sort: state.sort,
    page: state.page,
    ...scope,
  });
  const href = (change: Partial<BrowseState>) => {
    const target = browseStateHref(path, { ...state, page: 1, ...change });
    return org ? `${target}${target.includes('?') ? '&' : '?'}org=${encodeURIComponent(org)}` : target;
  };
  const sorts = SORTS.filter((sort) => (sort !== 'relevance' || state.q) && (sort !== 'list' || scope?.list));
  const chips = filterChips(state.filters, (cents) => formatWholeMoney(cents, SITES[site].currency, SITES[site].locale));
  const pages = Math.ceil(result.total / result.pageSize);
  const locale = SITES[site].locale;

  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-muted">
        <ol className="flex flex-wrap gap-1">
          {breadcrumbs.map((crumb, index) => (
            <li key={crumb.label}>
              {crumb.href ? (
                <Link href={crumb.href} prefetch={false} className="hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className="text-ink">
                  {crumb.label}
                </span>
              )}
              {index < breadcrumbs.length - 1 && <span aria-hidden> › </span>}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="font-serif text-3xl font-bold">{heading}</h1>
      {description && <p className="mt-1 max-w-3xl text-muted">{description}</p>}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" role="status">
          <strong data-testid="result-count" data-value={result.total}>
            {result.total.toLocaleString(locale)}
          </strong>{' '}
          {result.total === 1 ? 'result' : 'results'}
          {state.q && (
            <>
              {' '}
              for <strong>&ldquo;{state.q}&rdquo;</strong>
              {state.qf && ` in ${state.qf === 'author' ? 'Author' : 'Title'}`}
            </>
          )}
        </p>
        <div className="flex items-center gap-3">
          <SortSelect current={result.sort} options={sorts.map((sort) => ({ value: sort, label: SORT_LABELS[sort], href: href({ sort: sort as SortId }) }))} />
          <ViewSwitch current={state.view} hrefs={{ grid: href({ view: 'grid', page: state.page }), list: href({ view: 'list', page: state.page }) }} />
        </div>
      </div>

      {(result.corrections.length > 0 || result.relaxed) && result.total > 0 && (
        <p className="mt-2 rounded-md bg-paper px-3 py-2 text-sm">
          {result.corrections.length > 0 && <>Including results for {result.corrections.map((correction) => correction.suggestions[0]).join(', ')}. </>}
          {result.relaxed && <>No product matched every word, so these match some of them.</>}
        </p>
      )}

      {chips.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.label}>
              <Link
                href={href({ filters: chip.remaining })}
                prefetch={false}
                className="inline-flex items-center gap-1 rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white hover:bg-black"
                aria-label={`Remove filter ${chip.label}`}
              >
                {chip.label}
                <X aria-hidden className="h-3 w-3" />
              </Link>
            </li>
          ))}
          <li>
            <Link href={href({ filters: [] })} prefetch={false} className="text-xs font-semibold text-brand underline">
              Clear all
            </Link>
          </li>
        </ul>
      )}

      <div className="mt-6 grid gap-8 lg:grid-cols-[15rem_1fr]">
        <aside aria-label="Filters">{result.facets && <FacetPanel facets={result.facets} state={state} href={href} />}</aside>
        <div>
          {result.total === 0 ? (
            <EmptyState site={site} state={state} result={result} path={path} />
          ) : state.view === 'list' ? (
            <ul className="divide-y divide-black/10">
              {result.items.map((product) => (
                <li key={product.sku} className="flex gap-4 py-4" data-testid="product-card" data-sku={product.sku}>
                  <Link href={productPath(site, product.title, product.sku)} prefetch={false} className="w-24 shrink-0">
                    <img src={product.coverUrl} alt="" width={96} height={144} loading="lazy" className="rounded-sm shadow-sm" />
                  </Link>
                  <div className="min-w-0">
                    <h2 className="font-semibold">
                      <Link href={productPath(site, product.title, product.sku)} prefetch={false} className="hover:text-brand hover:underline">
                        {product.title}
                      </Link>
                    </h2>
                    {product.authors.length > 0 && <p className="text-sm text-muted">{bylineText(product.authors)}</p>}
                    <p className="text-sm text-muted">{[product.format, product.ageRange].filter(Boolean).join(' · ')}</p>
                    <div className="mt-1">
                      <Price actual={product.prices.actual} list={product.prices.list} currency={product.prices.currency} locale={locale} />
                    </div>
                    {!product.inStock && <p className="text-xs font-semibold text-brand">Out of stock</p>}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <div className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 xl:grid-cols-4">
              {result.items.map((product, index) => (
                <ProductCard key={product.sku} product={product} site={site} priority={index < 4} />
              ))}
            </div>
          )}
          {pages > 1 && <Pagination page={result.page} pages={pages} href={(page) => browseStateHref(path, { ...state, page })} />}
        </div>
      </div>
    </>
  );
}

function FacetPanel({ facets, state, href }: { facets: Facets; state: BrowseState; href: (change: Partial<BrowseState>) => string }) {
  return (
    <div className="space-y-4">
      {(Object.keys(FACET_TITLES) as Array<keyof Facets>).map((key) =>
        facets[key].length === 0 ? null : (
          <details key={key} open className="border-b border-black/10 pb-3">
            <summary className="cursor-pointer text-sm font-bold">{FACET_TITLES[key]}</summary>
            <ul className="mt-2 space-y-1">
              {facets[key].map((facet: FacetValue) => {
                const selected = hasFilterValue(state.filters, facet.expression);
                return (
                  <li key={facet.expression}>
                    <Link
                      href={href({ filters: withFilterValue(state.filters, facet.expression) })}
                      prefetch={false}
                      aria-current={selected ? 'true' : undefined}
                      className="flex justify-between gap-2 text-sm hover:text-brand aria-[current=true]:font-bold"
                    >
                      <span>{facet.label}</span>
                      <span className="text-muted">{facet.count.toLocaleString()}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </details>
        ),
      )}
    </div>
  );
}

function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-1 text-sm">
      {page > 1 && (
        <Link href={href(page - 1)} prefetch={false} rel="prev" className="rounded-md px-3 py-1.5 hover:bg-black/5">
          ‹ Previous
        </Link>
      )}
      {shown.map((n, index) => (
        <span key={n} className="flex items-center">
          {index > 0 && shown[index - 1]! < n - 1 && <span className="px-1 text-muted">…</span>}
          <Link
            href={href(n)}
            prefetch={false}
            aria-current={n === page ? 'page' : undefined}
            className="rounded-md px-3 py-1.5 hover:bg-black/5 aria-[current=page]:bg-ink aria-[current=page]:text-white"
          >
            {n}
          </Link>
        </span>
      ))}
      {page < pages && (
        <Link href={href(page + 1)} prefetch={false} rel="next" className="rounded-md px-3 py-1.5 hover:bg-black/5">
          Next ›
        </Link>
      )}
    </nav>
  );
}

function EmptyState({ site, state, result, path }: { site: SiteId; state: BrowseState; result: SearchResult; path: string }) {
  const p = (to: string) => sitePath(site, to);
  return (
    <div className="rounded-xl bg-paper p-8 text-center">
      <h2 className="font-serif text-2xl font-bold">No matches{state.q ? ` for “${state.q}”` : ''}</h2>
      <p className="mt-2 text-muted">Try fewer words, check the spelling, or remove a filter.</p>
      <ul className="mt-4 flex flex-wrap justify-center gap-3 text-sm">
        {state.filters.length > 0 && (
          <li>
            <Link href={browseStateHref(path, { ...state, filters: [], page: 1 })} prefetch={false} className="font-semibold text-brand underline">
              Remove all filters
            </Link>
          </li>
        )}
        {result.corrections
          .flatMap((correction) => correction.suggestions.slice(0, 1))
          .map((word) => (
            <li key={word}>
              <Link href={browseStateHref(p('/browse'), { q: word })} prefetch={false} className="font-semibold text-brand underline">
                Search for {word}
              </Link>
            </li>
          ))}
        <li>
          <Link href={p('/browse/bs/overall')} prefetch={false} className="font-semibold text-brand underline">
            See our bestsellers
          </Link>
        </li>
        <li>
          <Link href={p('/categories')} prefetch={false} className="font-semibold text-brand underline">
            Browse all categories
          </Link>
        </li>
      </ul>
    </div>
  );
}
