'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { CARRIER_IDS, CARRIERS, type Carrier, type ShippingState } from '@/modules/orders';
import { FormMessage } from './FormMessage';

const http = createBrowserHttpClient();
const fieldClass = 'mt-1 block w-full rounded-md border border-black/20 px-3 py-2 font-normal';
const buttonClass = 'rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60';

type Message = { kind: 'done' | 'error'; text: string };
const problem = (error: unknown, fallback: string) => (error instanceof HttpError || error instanceof Error ? error.message : fallback);

/**
 * Staff ship an order (issue 20, item 6): everything left, or some units per line, with a carrier and its tracking
 * number; then mark it delivered. Shown whenever the order can ship, whatever part of it was refunded.
 */
export function ShipmentActions({
  number,
  shippable,
  shippingState,
  lines,
}: {
  number: string;
  /** Whether the payment status lets the order ship (paid, or paid and partly refunded). */
  shippable: boolean;
  shippingState: ShippingState;
  lines: Array<{ id: number; title: string; left: number }>;
}) {
  const router = useRouter();
  const [carrier, setCarrier] = useState<Carrier>('usps');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [units, setUnits] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const left = lines.filter((line) => line.left > 0);

  const act = async (work: () => Promise<string>, fallback: string) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ kind: 'done', text: await work() });
      setUnits({});
      setTrackingNumber('');
      // The order's shipments, states and history are the server's: render them again.
      router.refresh();
    } catch (error) {
      setMessage({ kind: 'error', text: problem(error, fallback) });
    } finally {
      setBusy(false);
    }
  };

  const ship = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      const chosen = left.flatMap((line) => {
        const quantity = Number(units[line.id] ?? '0');
        return quantity ? [{ lineId: line.id, quantity }] : [];
      });
      await http.json(`/api/admin/v1/orders/${number}/shipments`, {
        method: 'POST',
        auth: true,
        quiet: true,
        body: { carrier, trackingNumber, ...(chosen.length > 0 ? { lines: chosen } : {}) },
      });
      return `Shipped with ${CARRIERS[carrier].name}. The customer was emailed the tracking link.`;
    }, 'The shipment could not be recorded.');
  };

  const deliver = () =>
    act(async () => {
      await http.json(`/api/admin/v1/orders/${number}/delivered`, { method: 'POST', auth: true, quiet: true, body: {} });
      return 'Marked delivered.';
    }, 'The order could not be marked delivered.');

  return (
    <section aria-labelledby="order-shipping" className="mt-8 max-w-2xl space-y-4">
      <h2 id="order-shipping" className="text-xl font-bold">
        Shipping
      </h2>
      <FormMessage message={message} />
      {shippable && left.length > 0 && (
        <form onSubmit={ship} aria-label="Ship" className="space-y-3 rounded-lg border border-black/10 p-4">
          <div className="flex flex-wrap gap-3">
            <label className="block text-sm font-semibold">
              Carrier
              <select value={carrier} onChange={(event) => setCarrier(event.target.value as Carrier)} className={fieldClass}>
                {CARRIER_IDS.map((id) => (
                  <option key={id} value={id}>
                    {CARRIERS[id].name}
                  </option>
                ))}
              </select>
            </label>
            <label className="block flex-1 text-sm font-semibold">
              Tracking number
              <input
                value={trackingNumber}
                required
                maxLength={60}
                onChange={(event) => setTrackingNumber(event.target.value)}
                aria-describedby="tracking-hint"
                className={fieldClass}
              />
            </label>
          </div>
          <p id="tracking-hint" className="text-sm text-muted">
            {CARRIERS[carrier].name} tracking numbers have {CARRIERS[carrier].trackingHint}. Leave the units empty to ship everything left.
          </p>
          {left.map((line) => (
            <label key={line.id} className="block text-sm font-semibold">
              Units of {line.title} to ship (up to {line.left})
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
          <button type="submit" disabled={busy} className={buttonClass}>
            Ship
          </button>
        </form>
      )}
      {shippingState === 'shipped' && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void deliver()}
          className="rounded-full border border-brand px-5 py-2.5 font-semibold text-brand disabled:opacity-60"
        >
          Mark delivered
        </button>
      )}
    </section>
  );
}
