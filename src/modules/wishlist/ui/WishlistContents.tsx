'use client';

import { useEffect, useState } from 'react';
import { HttpError } from '@/lib/http';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { authorName } from '@/modules/catalog';
import { AddToCartButton } from '@/modules/cart/ui';
import { SITES, sitePath, type SiteId } from '@/modules/regions';
import { LoadingStatus } from '@/ui/LoadingStatus';
import { Price } from '@/ui/Price';
import {
  selectWishlist,
  setWishlistQuery,
  setWishlistSort,
  WISHLIST_SORT_METHODS,
  wishlistRequestFailed,
  wishlistRequestStarted,
  wishlistRequestSucceeded,
  type WishlistSortMethod,
} from '../state';
import type { WishlistEntry } from '../types';
import { wishlistApi } from './wishlist-api';

const SORT_LABELS: Record<WishlistSortMethod, string> = {
  newest: 'Recently added',
  oldest: 'First added',
  title: 'Title A–Z',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
};

const compare: Record<WishlistSortMethod, (a: WishlistEntry, b: WishlistEntry) => number> = {
  newest: (a, b) => b.addedAt.localeCompare(a.addedAt),
  oldest: (a, b) => a.addedAt.localeCompare(b.addedAt),
  title: (a, b) => a.product.title.localeCompare(b.product.title),
  'price-low': (a, b) => a.product.prices.actual - b.product.prices.actual,
  'price-high': (a, b) => b.product.prices.actual - a.product.prices.actual,
};

function matches(entry: WishlistEntry, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (!text) return true;
  return [entry.product.title, ...entry.product.authors.map(authorName)].some((field) => field.toLowerCase().includes(text));
}

const messageOf = (error: unknown) => (error instanceof HttpError ? error.message : 'An unknown error occurred');

/** /wishlist (spec §3–4 wishlist state): sort and search over the list, remove one or several, add to cart. */
export default function WishlistContents({ site }: { site: SiteId }) {
  const dispatch = useAppDispatch();
  const { sortMethod, query, loading, error } = useAppSelector(selectWishlist);
  const [items, setItems] = useState<WishlistEntry[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    dispatch(wishlistRequestStarted());
    wishlistApi.list(site).then(
      (answer) => {
        dispatch(wishlistRequestSucceeded(answer.wishlist));
        setItems(answer.items);
      },
      (failure: unknown) => {
        dispatch(wishlistRequestFailed(messageOf(failure)));
        setItems([]);
      },
    );
  }, [dispatch, site]);

  const remove = async (skus: string[]) => {
    dispatch(wishlistRequestStarted());
    try {
      const answer = await wishlistApi.removeMultiple(skus);
      dispatch(wishlistRequestSucceeded(answer.wishlist));
      setItems((current) => current?.filter((entry) => answer.wishlist.includes(entry.product.sku)) ?? null);
      setSelected(new Set());
    } catch (failure) {
      dispatch(wishlistRequestFailed(messageOf(failure)));
    }
  };

  if (items === null) {
    return <LoadingStatus>Loading your wishlist…</LoadingStatus>;
  }
  const shown = items.filter((entry) => matches(entry, query)).sort(compare[sortMethod]);

  return (
    <div>
      {error && (
        <p role="alert" className="mb-4 rounded-md border border-red-700/30 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {items.length === 0 ? (
        <div className="rounded-xl bg-paper p-8 text-center">
          <p className="text-lg font-semibold">Your wishlist is empty.</p>
          <p className="mt-1 text-muted">Save books you like from their pages with “Add to wishlist”.</p>
          <a href={sitePath(site, '/browse')} className="mt-4 inline-block rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
            Browse books
          </a>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <label className="text-sm">
              <span className="block font-semibold">Search your wishlist</span>
              <input
                type="search"
                value={query}
                onChange={(event) => dispatch(setWishlistQuery(event.target.value))}
                className="mt-1 rounded-md border border-black/20 px-3 py-2"
              />
            </label>
            <label className="text-sm">
              <span className="block font-semibold">Sort by</span>
              <select
                value={sortMethod}
                onChange={(event) => dispatch(setWishlistSort(event.target.value as WishlistSortMethod))}
                className="mt-1 rounded-md border border-black/20 px-3 py-2"
              >
                {WISHLIST_SORT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {SORT_LABELS[method]}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              disabled={selected.size === 0 || loading}
              onClick={() => void remove([...selected])}
              className="rounded-full border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand/5 disabled:opacity-50"
            >
              Remove selected ({selected.size})
            </button>
          </div>
          <p className="mt-3 text-sm text-muted" role="status">
            {shown.length === items.length ? `${items.length} saved` : `${shown.length} of ${items.length} saved match “${query.trim()}”`}
          </p>
          <ul className="mt-4 divide-y divide-black/10">
            {shown.map(({ product }) => (
              <li key={product.sku} data-testid="wishlist-item" data-sku={product.sku} className="flex gap-4 py-4">
                <input
                  type="checkbox"
                  aria-label={`Select ${product.title}`}
                  checked={selected.has(product.sku)}
                  onChange={(event) =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(product.sku);
                      else next.delete(product.sku);
                      return next;
                    })
                  }
                  className="mt-1"
                />
                <img src={product.coverUrl} alt="" width={64} height={96} className="h-24 w-16 rounded object-cover" />
                <div className="flex-1">
                  <a href={sitePath(site, `/product/${product.slug}/${product.sku}`)} className="font-semibold hover:text-brand hover:underline">
                    {product.title}
                  </a>
                  {product.authors.length > 0 && <p className="text-sm text-muted">{product.authors.map(authorName).join(', ')}</p>}
                  <Price actual={product.prices.actual} list={product.prices.list} currency={product.prices.currency} locale={SITES[site].locale} />
                  <div className="flex flex-wrap items-center gap-4">
                    <AddToCartButton site={site} sku={product.sku} title={product.title} inStock={product.inStock} />
                    <button
                      type="button"
                      onClick={() => void remove([product.sku])}
                      aria-label={`Remove ${product.title} from your wishlist`}
                      className="mt-2 text-sm font-semibold text-brand underline"
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
