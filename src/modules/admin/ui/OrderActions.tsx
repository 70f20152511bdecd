'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import type { Currency } from '@/lib/money';
import type { OrderStatus } from '@/modules/orders';
import { siteOfCurrency } from '@/modules/regions';
import { REFUND_REASON_MAX } from '../order-rules';
import { ConfirmWithReason } from './ConfirmWithReason';
import { FormMessage } from './FormMessage';

const http = createBrowserHttpClient();
const REFUNDABLE: OrderStatus[] = ['paid', 'shipped', 'delivered', 'partially_refunded'];
const fieldClass = 'mt-1 block w-full rounded-md border border-black/20 px-3 py-2 font-normal';
const buttonClass = 'rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60';

type Message = { kind: 'done' | 'error'; text: string };
const problem = (error: unknown, fallback: string) => (error instanceof HttpError || error instanceof Error ? error.message : fallback);
const refundAnswer = (body: unknown) => {
  if (typeof body !== 'object' || body === null || !('refund' in body)) throw new Error('The refund answer could not be read.');
  return body as { refund: { amountCents: number } };
};

/** Staff refunds on an order (issue 9): whole or some units per line (shipping is ShipmentActions). */
export function OrderActions({
  number,
  status,
  currency,
  lines,
}: {
  number: string;
  status: OrderStatus;
  currency: Currency;
  lines: Array<{ id: number; title: string; left: number }>;
}) {
  const router = useRouter();
  // The refund waiting for staff to confirm it and give its reason.
  const [asked, setAsked] = useState<{ full: boolean; summary: string } | null>(null);
  const [units, setUnits] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const refundable = REFUNDABLE.includes(status) && lines.some((line) => line.left > 0);
  const amount = (cents: number) => new Intl.NumberFormat(siteOfCurrency(currency).locale, { style: 'currency', currency }).format(cents / 100);

  const act = async (work: () => Promise<string>, fallback: string) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ kind: 'done', text: await work() });
      setUnits({});
      // The order's figures, timeline and history are the server's: render them again.
      router.refresh();
    } catch (error) {
      setMessage({ kind: 'error', text: problem(error, fallback) });
    } finally {
      setBusy(false);
    }
  };

  const chosenLines = () =>
    lines.flatMap((line) => {
      const quantity = Number(units[line.id] ?? '0');
      return quantity ? [{ lineId: line.id, title: line.title, quantity }] : [];
    });

  /** Asks before refunding: a refund gives money back and cannot be undone. */
  const askToRefund = (full: boolean) => {
    setMessage(null);
    const chosen = chosenLines();
    if (!full && chosen.length === 0) {
      setMessage({ kind: 'error', text: 'Enter how many units of which lines to refund.' });
      return;
    }
    const what = full ? 'everything not yet refunded on this order' : chosen.map((line) => `${line.quantity} × ${line.title}`).join(', ');
    setAsked({ full, summary: `Refund ${what}? The money goes back at once and this cannot be undone.` });
  };

  const refund = (full: boolean, reason: string) =>
    act(async () => {
      const chosen = chosenLines().map(({ lineId, quantity }) => ({ lineId, quantity }));
      const answer = await http.json(`/api/admin/v1/orders/${number}/refunds`, {
        method: 'POST',
        auth: true,
        quiet: true,
        body: full ? { full: true, reason } : { lines: chosen, reason },
        parse: refundAnswer,
      });
      return `Refunded ${amount(answer.refund.amountCents)}.`;
    }, 'The refund could not be made.');

  return (
    <section aria-labelledby="order-actions" className="mt-8 max-w-2xl space-y-6">
      <h2 id="order-actions" className="text-xl font-bold">
        Actions
      </h2>
      <FormMessage message={message} />
      {refundable ? (
        <form
          aria-label="Refund"
          className="space-y-3 rounded-lg border border-black/10 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            askToRefund(false);
          }}
        >
          <p className="text-sm text-muted">Units go back in stock, gift card money back on the cards, the rest to the card; rewards are reversed.</p>
          {lines
            .filter((line) => line.left > 0)
            .map((line) => (
              <label key={line.id} className="block text-sm font-semibold">
                Units of {line.title} to refund (up to {line.left})
                <input
                  type="number"
                  min={0}
                  max={line.left}
                  value={units[line.id] ?? ''}
                  onChange={(event) => setUnits({ ...units, [line.id]: event.target.value })}
                  className={fieldClass}
                />
              </label>
            ))}
          <div className="flex gap-3">
            <button type="submit" disabled={busy} className={buttonClass}>
              Refund these units
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => askToRefund(true)}
              className="rounded-full border border-brand px-5 py-2.5 font-semibold text-brand disabled:opacity-60"
            >
              Refund everything left
            </button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-muted">Nothing on this order can be refunded now.</p>
      )}
      {asked && (
        <ConfirmWithReason
          title="Confirm the refund"
          summary={asked.summary}
          reasonLabel="Refund reason"
          confirmLabel="Refund"
          maxLength={REFUND_REASON_MAX}
          onCancel={() => setAsked(null)}
          onConfirm={(reason) => {
            setAsked(null);
            void refund(asked.full, reason);
          }}
        />
      )}
    </section>
  );
}
