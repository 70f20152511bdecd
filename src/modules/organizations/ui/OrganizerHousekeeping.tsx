'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { sitePath, type SiteId } from '@/modules/regions';

const http = createBrowserHttpClient();
const smallButton = 'rounded-full border border-ink px-3 py-1 text-xs font-semibold disabled:opacity-60';

/**
 * A change that cannot be undone from here, asked twice: the first press shows the confirming button. `after` runs once
 * the server agreed (a refresh, or leaving the page).
 */
function ConfirmedAction({ label, confirmLabel, path, after }: { label: string; confirmLabel: string; path: string; after: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await http.json(path, { method: 'DELETE', auth: true, quiet: true });
      after();
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.message : 'That did not work. Try again.');
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {asking ? (
        <>
          <button type="button" disabled={busy} onClick={() => void run()} className={`${smallButton} border-red-800 text-red-800`}>
            {confirmLabel}
          </button>
          <button type="button" onClick={() => setAsking(false)} className="text-xs underline">
            Keep
          </button>
        </>
      ) : (
        <button type="button" onClick={() => setAsking(true)} className={smallButton}>
          {label}
        </button>
      )}
      {error && (
        <span role="alert" className="text-xs text-red-800">
          {error}
        </span>
      )}
    </span>
  );
}

const base = (slug: string) => `/api/bookfair/v1/organizations/${encodeURIComponent(slug)}`;

/** Removes a co-organizer; the last organizer stays (the server says so). */
export function RemoveOrganizerButton({ slug, email, name }: { slug: string; email: string; name: string }) {
  const router = useRouter();
  return (
    <ConfirmedAction
      label={`Remove ${name || email}`}
      confirmLabel={`Yes, remove ${name || email}`}
      path={`${base(slug)}/organizers/${encodeURIComponent(email)}`}
      after={() => router.refresh()}
    />
  );
}

/** Withdraws an invitation not yet accepted: its link stops working. */
export function CancelInvitationButton({ slug, id, email }: { slug: string; id: number; email: string }) {
  const router = useRouter();
  return (
    <ConfirmedAction
      label={`Cancel the invitation to ${email}`}
      confirmLabel={`Yes, cancel the invitation to ${email}`}
      path={`${base(slug)}/invitations/${id}`}
      after={() => router.refresh()}
    />
  );
}

/**
 * The signed-in organizer stops organizing this organization. A full page load follows: their scopes may have changed
 * (someone who organizes nothing any more is a customer again).
 */
export function LeaveOrganization({ site, slug, name }: { site: SiteId; slug: string; name: string }) {
  return (
    <div className="mt-4 border-t border-black/10 pt-4">
      <ConfirmedAction
        label={`Leave ${name}`}
        confirmLabel={`Yes, stop organizing ${name}`}
        path={`${base(slug)}/membership`}
        after={() => window.location.assign(sitePath(site, '/account/details'))}
      />
      <p className="mt-1 text-xs text-muted">An organization always keeps one organizer: the last one invites someone else before leaving.</p>
    </div>
  );
}
