'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { ORGANIZATION_STATUS_REASON_MAX } from '../organization-rules';
import { ConfirmWithReason } from './ConfirmWithReason';
import { FormMessage } from './FormMessage';
import type { SiteId } from '@/modules/regions';

const http = createBrowserHttpClient();
const percentText = (bp: number) => String(bp / 100);

export interface OrganizationActionsProps {
  slug: string;
  name: string;
  site: SiteId;
  siteName: string;
  status: 'pending' | 'active' | 'suspended';
  baseRewardBp: number;
  bookfairRewardBp: number;
  featured: boolean;
}

type Message = { kind: 'saved' | 'error'; text: string } | null;

/**
 * The back office's changes to one organization (issue 9): approve / suspend / reactivate, reward rates, featuring it.
 * Suspending cuts off its rewards: staff confirm it and give the reason kept in the change history.
 */
export function OrganizationActions(props: OrganizationActionsProps) {
  const router = useRouter();
  const [base, setBase] = useState(percentText(props.baseRewardBp));
  const [bookfair, setBookfair] = useState(percentText(props.bookfairRewardBp));
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingSuspension, setConfirmingSuspension] = useState(false);
  const url = `/api/admin/v1/organizations/${encodeURIComponent(props.slug)}`;

  const send = async (path: string, body: unknown, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await http.json(path, { method: 'PUT', auth: true, quiet: true, body });
      setMessage({ kind: 'saved', text: done });
      // The page's facts and change list are the server's: fetch them again.
      router.refresh();
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof HttpError || error instanceof Error ? error.message : 'The change could not be saved.' });
    } finally {
      setBusy(false);
    }
  };

  const saveRates = (event: FormEvent) => {
    event.preventDefault();
    void send(`${url}/reward-rates`, { base, bookfair }, 'Reward rates saved. Orders from now on earn at them.');
  };

  const button = 'rounded-full px-5 py-2.5 font-semibold disabled:opacity-60';
  return (
    <section aria-labelledby="actions-heading" className="mt-6 max-w-3xl space-y-6">
      <h2 id="actions-heading" className="text-xl font-bold">
        Actions
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        {props.status === 'pending' && (
          <button
            type="button"
            disabled={busy}
            className={`${button} bg-brand text-white`}
            onClick={() => void send(`${url}/status`, { status: 'active' }, `${props.name} is approved: shoppers can find and select it now.`)}
          >
            Approve
          </button>
        )}
        {props.status === 'suspended' && (
          <button
            type="button"
            disabled={busy}
            className={`${button} bg-brand text-white`}
            onClick={() => void send(`${url}/status`, { status: 'active' }, `${props.name} is active again.`)}
          >
            Reactivate
          </button>
        )}
        {props.status !== 'suspended' && (
          <button type="button" disabled={busy} className={`${button} border border-ink`} onClick={() => setConfirmingSuspension(true)}>
            Suspend
          </button>
        )}
        {confirmingSuspension && (
          <ConfirmWithReason
            title="Confirm the suspension"
            summary={`Suspend ${props.name}? Shoppers can no longer select it and its orders earn nothing until it is reactivated.`}
            reasonLabel="Reason for suspending"
            confirmLabel="Suspend"
            maxLength={ORGANIZATION_STATUS_REASON_MAX}
            onCancel={() => setConfirmingSuspension(false)}
            onConfirm={(reason) => {
              setConfirmingSuspension(false);
              void send(`${url}/status`, { status: 'suspended', reason }, `${props.name} is suspended: shoppers cannot select it and its orders earn nothing.`);
            }}
          />
        )}
        {props.featured ? (
          <p className="text-sm font-semibold">Featured on the {props.siteName} site.</p>
        ) : (
          props.status === 'active' && (
            <button
              type="button"
              disabled={busy}
              className={`${button} border border-ink`}
              onClick={() =>
                void send(
                  `/api/admin/v1/featured-organizations/${props.site}`,
                  { org: props.slug },
                  `${props.name} is now the featured organization of the ${props.siteName} site.`,
                )
              }
            >
              Feature on the {props.siteName} site
            </button>
          )
        )}
      </div>
      <form onSubmit={saveRates} aria-label="Reward rates" className="grid max-w-xl gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <label className="block text-sm">
          Base reward rate (%)
          <input
            inputMode="decimal"
            value={base}
            onChange={(event) => setBase(event.target.value)}
            className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
          />
        </label>
        <label className="block text-sm">
          Book fair reward rate (%)
          <input
            inputMode="decimal"
            value={bookfair}
            onChange={(event) => setBookfair(event.target.value)}
            className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
          />
        </label>
        <button type="submit" disabled={busy} className={`${button} bg-brand text-white`}>
          Save rates
        </button>
      </form>
      <FormMessage message={message} />
    </section>
  );
}
