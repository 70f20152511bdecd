'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';

const http = createBrowserHttpClient();
const cardId = (body: unknown) => {
  if (typeof body !== 'object' || body === null || !('id' in body) || typeof body.id !== 'number') throw new Error('The gift card could not be read.');
  return body.id;
};

/** Finds a gift card by its full code, sent in a request body (never in an address: codes are secrets), then opens it. */
export function GiftCardLookup({ cardPath }: { cardPath: string }) {
  const router = useRouter();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const id = await http.json('/api/admin/v1/gift-cards/lookup', { method: 'POST', auth: true, quiet: true, body: { code }, parse: cardId });
      router.push(`${cardPath}/${id}`);
    } catch (failure) {
      setError(failure instanceof HttpError || failure instanceof Error ? failure.message : 'The gift card could not be looked up.');
      setBusy(false);
    }
  };

  return (
    <form onSubmit={find} role="search" aria-label="Find a gift card" className="flex max-w-xl flex-wrap items-end gap-2">
      <label className="block flex-1 text-sm font-semibold">
        Gift card code
        <input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={40}
          autoComplete="off"
          className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2 font-normal"
        />
      </label>
      <button type="submit" disabled={busy} className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60">
        Find gift card
      </button>
      {error && (
        <p role="alert" className="w-full text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}
