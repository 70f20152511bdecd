'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { FormMessage } from './FormMessage';

const http = createBrowserHttpClient();

/** Staff answer one waiting application to host fairs (issue 19): approve it, or refuse it with a reason. */
export function ApplicationActions({ id, name }: { id: number; name: string }) {
  const router = useRouter();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (action: 'approve' | 'refuse', body: unknown, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await http.json(`/api/admin/v1/organization-applications/${id}/${action}`, { method: 'POST', auth: true, quiet: true, body });
      setMessage({ kind: 'saved', text: done });
      router.refresh();
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof HttpError || error instanceof Error ? error.message : 'The answer could not be saved.' });
    } finally {
      setBusy(false);
    }
  };

  const refuse = (event: FormEvent) => {
    event.preventDefault();
    void send('refuse', { reason }, `${name}'s application is refused; the applicant was emailed.`);
  };

  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <button
          type="button"
          disabled={busy}
          className="rounded-full bg-brand px-5 py-2 font-semibold text-white disabled:opacity-60"
          onClick={() => void send('approve', {}, `${name} is approved: the applicant organizes it now and was emailed.`)}
        >
          Approve {name}
        </button>
        <form onSubmit={refuse} aria-label={`Refuse ${name}`} className="flex flex-wrap items-end gap-2">
          <label htmlFor={reasonId} className="block text-sm">
            Reason for refusing
            <input
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={500}
              className="mt-1 block w-72 rounded-md border border-black/20 px-3 py-2"
            />
          </label>
          <button type="submit" disabled={busy} className="rounded-full border border-ink px-5 py-2 font-semibold disabled:opacity-60">
            Refuse
          </button>
        </form>
      </div>
      <FormMessage message={message} />
    </div>
  );
}
