'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import type { ListKind } from '../list-rules';
import type { AdminListSummary } from '../lists.server';
import { OrderedTable } from './OrderedTable';
import { FormMessage } from './FormMessage';
import type { SiteId } from '@/modules/regions';

const http = createBrowserHttpClient();

function asLists(body: unknown): AdminListSummary[] {
  if (typeof body !== 'object' || body === null || !('lists' in body) || !Array.isArray(body.lists)) throw new Error('The saved order could not be read.');
  return body.lists as AdminListSummary[];
}

/**
 * A site's lists of one kind in the order the shop shows them (the home page shows the first curated ones), reordered
 * like a list's products and saved whole.
 */
export function ListsOrder({
  site,
  kind,
  label,
  lists: initial,
  editHrefs,
  shopHrefs,
}: {
  site: SiteId;
  kind: ListKind;
  label: string;
  lists: AdminListSummary[];
  editHrefs: Record<number, string>;
  shopHrefs: Record<number, string>;
}) {
  const router = useRouter();
  const [saved, setSaved] = useState(initial);
  const [lists, setLists] = useState(initial);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = lists.some((list, index) => list.id !== saved[index]?.id);

  const save = async () => {
    setSaving(true);
    setStatus(null);
    try {
      const next = await http.json('/api/admin/v1/lists/order', {
        method: 'PUT',
        auth: true,
        quiet: true,
        body: { site, kind, ids: lists.map((list) => list.id) },
        parse: asLists,
      });
      setSaved(next);
      setLists(next);
      setStatus({ kind: 'saved', text: 'Order saved. The shop shows it now.' });
      router.refresh();
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof HttpError || error instanceof Error ? error.message : 'The order could not be saved.' });
    } finally {
      setSaving(false);
    }
  };

  if (lists.length === 0) return <p className="mt-2 text-muted">No lists yet.</p>;
  return (
    <div>
      <OrderedTable
        label={label}
        items={lists}
        keyOf={(list) => String(list.id)}
        nameOf={(list) => list.title}
        headers={['Title', 'Address', 'Products']}
        cells={(list) => [
          <a key="edit" href={editHrefs[list.id]} className="font-semibold text-brand underline">
            {list.title}
          </a>,
          <a key="shop" href={shopHrefs[list.id]} className="underline">
            {list.slug}
          </a>,
          list.itemCount,
        ]}
        onReorder={setLists}
      />
      <div className="mt-3 flex items-center gap-4">
        <button
          type="button"
          onClick={save}
          disabled={saving || !changed}
          aria-label={`Save the order of the ${label}`}
          className="rounded-full bg-brand px-5 py-2 font-semibold text-white disabled:opacity-60"
        >
          Save order
        </button>
        <FormMessage message={status} />
      </div>
    </div>
  );
}
