'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { REGION_TIME_ZONE_CHOICES } from '@/modules/regions';
import { FormMessage } from './FormMessage';

const http = createBrowserHttpClient();

type Message = { kind: 'saved' | 'error'; text: string } | null;

/** Staff change an organization's time zone (issue 19): its fairs keep their local days in the new zone. */
export function OrganizationTimeZone({ slug, timeZone }: { slug: string; timeZone: string }) {
  const router = useRouter();
  const [zone, setZone] = useState(timeZone);
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await http.json(`/api/admin/v1/organizations/${encodeURIComponent(slug)}`, { method: 'PATCH', auth: true, quiet: true, body: { timeZone: zone } });
      setMessage({ kind: 'saved', text: 'Time zone saved. Its fairs keep their days, from midnight to midnight there.' });
      router.refresh();
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof HttpError || error instanceof Error ? error.message : 'The change could not be saved.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} aria-label="Time zone" className="mt-6 grid max-w-xl gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <label className="block text-sm">
        Time zone (IANA name, like America/Vancouver)
        <input
          name="timeZone"
          list="organization-time-zones"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
          autoComplete="off"
          className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
        />
      </label>
      <datalist id="organization-time-zones">
        {REGION_TIME_ZONE_CHOICES.map((choice) => (
          <option key={choice} value={choice} />
        ))}
      </datalist>
      <button type="submit" disabled={busy} className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60">
        Save time zone
      </button>
      <div className="sm:col-span-2">
        <FormMessage message={message} />
      </div>
    </form>
  );
}
