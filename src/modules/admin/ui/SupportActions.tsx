'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { REPLY_MAX_LENGTH } from '@/modules/support';
import { FormMessage } from './FormMessage';

const http = createBrowserHttpClient();

/** Staff reply to a support request (the customer is emailed) or close it; the conversation above is the server's. */
export function SupportActions({ requestId, closed }: { requestId: number; closed: boolean }) {
  const router = useRouter();
  const [message, setMessage] = useState('');
  const [authorName, setAuthorName] = useState('');
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (path: 'replies' | 'close', body: unknown, done: string) => {
    setBusy(true);
    setStatus(null);
    try {
      await http.json(`/api/admin/v1/support-requests/${requestId}/${path}`, { method: 'POST', auth: true, quiet: true, body, parse: () => null });
      setStatus({ kind: 'saved', text: done });
      if (path === 'replies') setMessage('');
      router.refresh();
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof HttpError || error instanceof Error ? error.message : 'That did not work. Try again.' });
    } finally {
      setBusy(false);
    }
  };

  const reply = (event: FormEvent) => {
    event.preventDefault();
    void send('replies', { message, ...(authorName.trim() ? { authorName } : {}) }, 'Reply sent. The customer is emailed a link to it.');
  };

  return (
    <div className="mt-6 max-w-3xl space-y-4">
      <form onSubmit={reply} aria-label="Reply to the customer" className="space-y-3">
        <label className="block text-sm">
          Your reply
          <textarea
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxLength={REPLY_MAX_LENGTH}
            rows={5}
            className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
          />
        </label>
        <label className="block text-sm">
          Sign as (optional)
          <input
            value={authorName}
            onChange={(event) => setAuthorName(event.target.value)}
            maxLength={80}
            className="mt-1 block w-full max-w-xs rounded-md border border-black/20 px-3 py-2"
          />
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60">
            Send reply
          </button>
          {!closed && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void send('close', undefined, 'The request is closed.')}
              className="rounded-full border border-black/20 px-5 py-2.5 font-semibold disabled:opacity-60"
            >
              Close request
            </button>
          )}
        </div>
      </form>
      <FormMessage message={status} />
    </div>
  );
}
