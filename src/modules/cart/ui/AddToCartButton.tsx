'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { sitePath, type SiteId } from '@/modules/regions';
import type { CartAnswer } from '../types';

// The mini-cart, the store and the API client arrive on the first click: catalog pages stay light (DESIGN §7).
const MiniCart = dynamic(() => import('./MiniCart'), { ssr: false });

interface AddToCartButtonProps {
  site: SiteId;
  sku: string;
  title: string;
  inStock: boolean;
  /** Larger, for the product page. */
  prominent?: boolean;
}

/**
 * Adds one unit through the cart API, keeps the browser's cart in step, and opens the mini-cart (spec §4). The button
 * is a plain form's too (issue 19): with scripts off, or clicked before they have loaded, the form posts to the cart.
 */
export function AddToCartButton({ site, sku, title, inStock, prominent = false }: AddToCartButtonProps) {
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<CartAnswer | null>(null);

  const add = async () => {
    setAdding(true);
    try {
      const [{ loadStore }, { syncCart }, { cartApi }] = await Promise.all([import('@/lib/store/load'), import('../state'), import('./cart-api')]);
      const store = await loadStore();
      const answer = await store.dispatch(syncCart(() => cartApi.add(site, sku, 1)));
      setAdded(answer);
      const line = answer.cart.items.find((item) => item.sku === sku);
      if (line)
        void import('@/modules/analytics').then(({ trackAddToCart, cartItemForAnalytics }) => trackAddToCart(site, cartItemForAnalytics(site, line), 1));
    } catch {
      // The HTTP client has already told the shopper what went wrong (out of stock, not sold here…).
    } finally {
      setAdding(false);
    }
  };

  const size = prominent ? 'px-6 py-3 text-base' : 'px-3 py-1.5 text-sm';
  return (
    <>
      <form
        method="post"
        action={sitePath(site, '/cart/add')}
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <input type="hidden" name="sku" value={sku} />
        <button
          type="submit"
          disabled={!inStock || adding}
          aria-label={prominent ? undefined : `Add ${title} to cart`}
          className={`${size} mt-2 inline-flex items-center justify-center rounded-full bg-brand font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-black/30`}
        >
          {!inStock ? 'Out of stock' : adding ? 'Adding…' : 'Add to cart'}
        </button>
      </form>
      {added && <MiniCart site={site} sku={sku} answer={added} onClose={() => setAdded(null)} />}
    </>
  );
}
