'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { SITE_IDS, SITES } from '@/modules/regions';
import type { AdminProduct } from '../products.server';
import { FormMessage } from './FormMessage';

const http = createBrowserHttpClient();
const decimal = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

type Prices = { list: string; regular: string; sale: string };
const pricesOf = (prices: AdminProduct['usd']): Prices => ({ list: decimal(prices.list), regular: decimal(prices.regular), sale: decimal(prices.sale) });

function asProduct(body: unknown): AdminProduct {
  if (typeof body !== 'object' || body === null || !('sku' in body) || !('usd' in body)) throw new Error('The saved product could not be read.');
  return body as AdminProduct;
}

/** The back office's product form (issue 9): prices per currency, stock, order limit, sites and tags. */
export function ProductEditor({ product: initial }: { product: AdminProduct }) {
  const router = useRouter();
  const [product, setProduct] = useState(initial);
  const [usd, setUsd] = useState(pricesOf(initial.usd));
  const [cad, setCad] = useState(pricesOf(initial.cad));
  const [stock, setStock] = useState(String(initial.stock));
  const [maxPurchaseQty, setMaxPurchaseQty] = useState(String(initial.maxPurchaseQty));
  const [sites, setSites] = useState(initial.sites);
  const [tags, setTags] = useState(initial.tags.join(', '));
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setStatus(null);
    try {
      const saved = await http.json(`/api/admin/v1/products/${encodeURIComponent(product.sku)}`, {
        method: 'PUT',
        auth: true,
        quiet: true,
        body: {
          usd,
          cad,
          stock: Number(stock),
          maxPurchaseQty: Number(maxPurchaseQty),
          sites,
          tags: tags
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        },
        parse: asProduct,
      });
      setProduct(saved);
      setUsd(pricesOf(saved.usd));
      setCad(pricesOf(saved.cad));
      setStatus({ kind: 'saved', text: 'Saved. The shop shows the change now.' });
      // The list of changes below is the server's: fetch it again with the new entry.
      router.refresh();
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof HttpError || error instanceof Error ? error.message : 'The product could not be saved.' });
    } finally {
      setSaving(false);
    }
  };

  const priceFields = (currency: 'USD' | 'CAD', prices: Prices, set: (next: Prices) => void) => (
    <fieldset className="rounded-lg border border-black/10 p-4">
      <legend className="px-1 font-semibold">{currency} prices</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {(['list', 'regular', 'sale'] as const).map((kind) => (
          <label key={kind} className="block text-sm">
            {currency} {kind} price{kind === 'sale' ? ' (optional)' : ''}
            <input
              inputMode="decimal"
              value={prices[kind]}
              onChange={(event) => set({ ...prices, [kind]: event.target.value })}
              className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <form onSubmit={save} aria-label="Edit product" className="max-w-3xl space-y-5">
      <p className="text-sm text-muted">
        {product.sku} · {product.format} · sells now for{' '}
        <span data-testid="actual-usd" data-value={product.usd.actual / 100}>
          {decimal(product.usd.actual)} USD
        </span>{' '}
        and{' '}
        <span data-testid="actual-cad" data-value={product.cad.actual / 100}>
          {decimal(product.cad.actual)} CAD
        </span>
      </p>
      {priceFields('USD', usd, setUsd)}
      {priceFields('CAD', cad, setCad)}
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm">
          Stock
          <input
            type="number"
            min={0}
            value={stock}
            onChange={(event) => setStock(event.target.value)}
            className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
          />
        </label>
        <label className="block text-sm">
          Order limit (per order)
          <input
            type="number"
            min={1}
            max={99}
            value={maxPurchaseQty}
            onChange={(event) => setMaxPurchaseQty(event.target.value)}
            className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
          />
        </label>
      </div>
      <fieldset className="text-sm">
        <legend className="font-semibold">Sold on</legend>
        {SITE_IDS.map((site) => (
          <label key={site} className="mr-6 inline-flex items-center gap-2">
            <input
              type="checkbox"
              checked={sites.includes(site)}
              onChange={(event) => setSites(event.target.checked ? [...sites, site] : sites.filter((held) => held !== site))}
            />
            {SITES[site].countryName} site ({SITES[site].currency})
          </label>
        ))}
      </fieldset>
      <label className="block text-sm">
        Tags (comma separated)
        <input value={tags} onChange={(event) => setTags(event.target.value)} className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2" />
      </label>
      <div className="flex items-center gap-4">
        <button type="submit" disabled={saving} className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60">
          {saving ? 'Saving…' : 'Save product'}
        </button>
        <FormMessage message={status} />
      </div>
    </form>
  );
}
