'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { REFUND_REASON_MAX } from '../order-rules';
import { ConfirmWithReason } from './ConfirmWithReason';
import { FormMessage } from './FormMessage';

const http = createBrowserHttpClient();

/**
 * Disables a gift card (checkout and balance checks refuse it), or enables it again unless it was refunded. Disabling
 * stops a customer's money from paying for anything: staff confirm it and give the reason kept in the change history.
 */
export function GiftCardActions({ id, status, refunded }: { id: number; status: 'active' | 'disabled'; refunded: boolean }) {
  const router = useRouter();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const next = status === 'active' ? 'disabled' : 'active';

  const change = async (given: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await http.json(`/api/admin/v1/gift-cards/${id}/status`, { method: 'PUT', auth: true, quiet: true, body: { status: next, reason: given } });
      setMessage({ kind: 'done', text: next === 'disabled' ? 'Disabled. It can no longer pay for anything.' : 'Enabled. It can pay again.' });
      setReason('');
      router.refresh();
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof HttpError || error instanceof Error ? error.message : 'The gift card could not be changed.' });
    } finally {
      setBusy(false);
    }
  };

  if (status === 'disabled' && refunded) return <p className="mt-6 text-sm text-muted">Refunded to its buyer: it stays disabled.</p>;
  return (
    <div className="mt-6 max-w-xl space-y-3">
      {next === 'active' && (
        <label className="block text-sm font-semibold">
          Reason (kept in the change history)
          <input
            value={reason}
            maxLength={REFUND_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2 font-normal"
          />
        </label>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={() => (next === 'disabled' ? setConfirming(true) : void change(reason))}
        className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60"
      >
        {next === 'disabled' ? 'Disable gift card' : 'Enable gift card'}
      </button>
      <FormMessage message={message} />
      {confirming && (
        <ConfirmWithReason
          title="Confirm disabling the gift card"
          summary="Disable this gift card? It can no longer pay for anything until it is enabled again."
          reasonLabel="Reason for disabling"
          confirmLabel="Disable"
          maxLength={REFUND_REASON_MAX}
          onCancel={() => setConfirming(false)}
          onConfirm={(given) => {
            setConfirming(false);
            void change(given);
          }}
        />
      )}
    </div>
  );
}
