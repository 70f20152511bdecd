'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { DEFAULT_SITE, isSiteId, SITE_IDS, SITES, type SiteId } from '@/modules/regions';
import { MAX_LIST_DESCRIPTION, MAX_LIST_SLUG, MAX_LIST_TITLE, type ListKind } from '../list-rules';

const http = createBrowserHttpClient();

function asCreated(body: unknown): { id: number } {
  if (typeof body !== 'object' || body === null || !('id' in body) || typeof body.id !== 'number') throw new Error('The new list could not be read.');
  return { id: body.id };
}

/** The back office's form for a new curated or bestseller list; it opens the new list's page to add products. */
export function ListCreator({ editPath }: { editPath: string }) {
  const router = useRouter();
  const [site, setSite] = useState<SiteId>(DEFAULT_SITE);
  const [kind, setKind] = useState<ListKind>('curated');
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const created = await http.json('/api/admin/v1/lists', {
        method: 'POST',
        auth: true,
        quiet: true,
        body: { site, kind, slug, title, description },
        parse: asCreated,
      });
      router.push(`${editPath}/${created.id}`);
    } catch (failure) {
      setError(failure instanceof HttpError || failure instanceof Error ? failure.message : 'The list could not be created.');
      setSaving(false);
    }
  };

  const field = 'mt-1 block w-full rounded-md border border-black/20 px-3 py-2';
  return (
    <form onSubmit={create} aria-label="New list" className="max-w-3xl space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm">
          Site
          <select
            value={site}
            onChange={(event) => {
              const chosen = event.target.value;
              if (isSiteId(chosen)) setSite(chosen);
            }}
            className={field}
          >
            {SITE_IDS.map((id) => (
              <option key={id} value={id}>
                {SITES[id].countryName}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          Kind
          <select value={kind} onChange={(event) => setKind(event.target.value === 'bestseller' ? 'bestseller' : 'curated')} className={field}>
            <option value="curated">Curated list</option>
            <option value="bestseller">Bestseller list</option>
          </select>
        </label>
      </div>
      <label className="block text-sm">
        Address name (lower-case words joined by hyphens, as in /browse/cl/summer-reading)
        <input value={slug} onChange={(event) => setSlug(event.target.value)} maxLength={MAX_LIST_SLUG} required className={field} />
      </label>
      <label className="block text-sm">
        New list title
        <input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={MAX_LIST_TITLE} required className={field} />
      </label>
      <label className="block text-sm">
        New list description
        <textarea value={description} onChange={(event) => setDescription(event.target.value)} maxLength={MAX_LIST_DESCRIPTION} rows={2} className={field} />
      </label>
      <div className="flex items-center gap-4">
        <button type="submit" disabled={saving} className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60">
          Create list
        </button>
        {error && (
          <p role="alert" className="text-red-800">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
