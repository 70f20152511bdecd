'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import type { AdminList, AdminListItem } from '../lists.server';
import { OrderedTable } from './OrderedTable';
import { FormMessage } from './FormMessage';

const http = createBrowserHttpClient();

type Status = { kind: 'saved' | 'error'; text: string } | null;

function asList(body: unknown): AdminList {
  if (typeof body !== 'object' || body === null || !('id' in body) || !('items' in body)) throw new Error('The saved list could not be read.');
  return body as AdminList;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof HttpError || error instanceof Error ? error.message : fallback);
const sameOrder = (a: AdminListItem[], b: AdminListItem[]) => a.length === b.length && a.every((item, index) => item.sku === b[index]?.sku);

/**
 * The back office's list editor (issue 9): title and description; the products in order, reordered by drag, typed
 * positions or move buttons and saved whole in one request; products added by SKU or ISBN and removed.
 */
export function ListEditor({ list: initial }: { list: AdminList }) {
  const router = useRouter();
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [saved, setSaved] = useState(initial.items);
  const [items, setItems] = useState(initial.items);
  const [code, setCode] = useState('');
  const [detailsStatus, setDetailsStatus] = useState<Status>(null);
  const [orderStatus, setOrderStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const changed = !sameOrder(items, saved);
  const base = `/api/admin/v1/lists/${initial.id}`;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      // The list of changes below is the server's: fetch it again with the new entry.
      router.refresh();
    } finally {
      setBusy(false);
    }
  };

  /** The server's list after an add or remove, keeping staff's unsaved order of the products it still has. */
  const applyMembership = (list: AdminList) => {
    const bySku = new Map(list.items.map((item) => [item.sku, item]));
    const kept = items.filter((item) => bySku.has(item.sku)).map((item) => bySku.get(item.sku)!);
    const added = list.items.filter((item) => !items.some((held) => held.sku === item.sku));
    setSaved(list.items);
    setItems([...kept, ...added]);
  };

  const saveDetails = (event: FormEvent) => {
    event.preventDefault();
    setDetailsStatus(null);
    return run(async () => {
      try {
        const list = await http.json(base, { method: 'PUT', auth: true, quiet: true, body: { title, description }, parse: asList });
        setTitle(list.title);
        setDescription(list.description);
        setDetailsStatus({ kind: 'saved', text: 'Details saved. The shop shows them now.' });
      } catch (error) {
        setDetailsStatus({ kind: 'error', text: messageOf(error, 'The details could not be saved.') });
      }
    });
  };

  const saveOrder = () => {
    setOrderStatus(null);
    return run(async () => {
      try {
        const list = await http.json(`${base}/items`, { method: 'PUT', auth: true, quiet: true, body: { skus: items.map((item) => item.sku) }, parse: asList });
        setSaved(list.items);
        setItems(list.items);
        setOrderStatus({ kind: 'saved', text: 'Order saved. The shop shows it now.' });
      } catch (error) {
        setOrderStatus({ kind: 'error', text: messageOf(error, 'The order could not be saved.') });
      }
    });
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    setOrderStatus(null);
    return run(async () => {
      try {
        const list = await http.json(`${base}/items`, { method: 'POST', auth: true, quiet: true, body: { sku: code.trim() }, parse: asList });
        applyMembership(list);
        setCode('');
        setOrderStatus({ kind: 'saved', text: `Added ${list.items.at(-1)?.title ?? 'the product'} at the end of the list.` });
      } catch (error) {
        setOrderStatus({ kind: 'error', text: messageOf(error, 'The product could not be added.') });
      }
    });
  };

  const remove = (item: AdminListItem) => {
    setOrderStatus(null);
    return run(async () => {
      try {
        applyMembership(await http.json(`${base}/items/${encodeURIComponent(item.sku)}`, { method: 'DELETE', auth: true, quiet: true, parse: asList }));
        setOrderStatus({ kind: 'saved', text: `Removed ${item.title} from the list.` });
      } catch (error) {
        setOrderStatus({ kind: 'error', text: messageOf(error, 'The product could not be removed.') });
      }
    });
  };

  return (
    <div className="space-y-10">
      <form onSubmit={saveDetails} aria-label="List details" className="max-w-3xl space-y-4">
        <label className="block text-sm">
          Title
          <input
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={120}
            required
            className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
          />
        </label>
        <label className="block text-sm">
          Description
          <textarea
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={500}
            rows={2}
            className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
          />
        </label>
        <div className="flex items-center gap-4">
          <button type="submit" disabled={busy} className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60">
            Save details
          </button>
          <FormMessage message={detailsStatus} />
        </div>
      </form>

      <section aria-labelledby="list-products-heading">
        <h2 id="list-products-heading" className="text-xl font-bold">
          Products ({items.length})
        </h2>
        <p className="mt-1 text-sm text-muted">Drag a row, type its new position and press Enter, or use the arrows; then save the order.</p>
        {items.length === 0 ? (
          <p className="mt-3 text-muted">This list has no products yet.</p>
        ) : (
          <OrderedTable
            label="Products in list order"
            items={items}
            keyOf={(item) => item.sku}
            nameOf={(item) => item.title}
            headers={['Title', 'SKU', 'Format']}
            cells={(item) => [
              <>
                {item.title}
                {!item.soldOnSite && <span className="ml-2 rounded bg-sun px-1.5 text-xs">not sold on this site now: hidden in the shop</span>}
              </>,
              item.sku,
              item.format,
            ]}
            actions={(item) => (
              <button
                type="button"
                onClick={() => remove(item)}
                disabled={busy}
                aria-label={`Remove ${item.title}`}
                className="text-sm text-red-800 underline disabled:opacity-40"
              >
                Remove
              </button>
            )}
            onReorder={setItems}
          />
        )}
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button
            type="button"
            onClick={saveOrder}
            disabled={busy || !changed}
            className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60"
          >
            Save order
          </button>
          {changed && (
            <button type="button" onClick={() => setItems(saved)} disabled={busy} className="rounded-full border border-ink px-5 py-2.5 font-semibold">
              Undo reordering
            </button>
          )}
          <FormMessage message={orderStatus} />
        </div>
        <form onSubmit={add} aria-label="Add a product" className="mt-6 flex max-w-xl items-end gap-2">
          <label className="block flex-1 text-sm">
            SKU or ISBN to add
            <input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              maxLength={40}
              required
              className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
            />
          </label>
          <button type="submit" disabled={busy} className="rounded-full border border-ink px-5 py-2.5 font-semibold disabled:opacity-60">
            Add product
          </button>
        </form>
      </section>
    </div>
  );
}
