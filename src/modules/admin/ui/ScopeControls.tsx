'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { createBrowserHttpClient, HttpError } from '@/lib/http';
import { FormMessage } from './FormMessage';

const http = createBrowserHttpClient();

const LABELS = { organizer: 'organizer', admin: 'staff (admin)' } as const;

/** Gives or takes an account's organizer and staff scopes; it takes effect at the account's next sign-in. */
export function ScopeControls({ email, scopes }: { email: string; scopes: string[] }) {
  const router = useRouter();
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (scope: 'organizer' | 'admin', granted: boolean) => {
    setBusy(true);
    setStatus(null);
    try {
      await http.json('/api/admin/v1/users/scopes', { method: 'POST', auth: true, quiet: true, body: { email, scope, granted }, parse: () => null });
      setStatus({ kind: 'saved', text: `${granted ? 'Granted' : 'Revoked'} the ${LABELS[scope]} scope. It takes effect when ${email} next signs in.` });
      router.refresh();
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof HttpError || error instanceof Error ? error.message : 'The scope could not be changed.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap gap-3">
        {(['organizer', 'admin'] as const).map((scope) => {
          const held = scopes.includes(scope);
          return (
            <button
              key={scope}
              type="button"
              disabled={busy}
              onClick={() => void change(scope, !held)}
              className={
                held
                  ? 'rounded-full border border-black/20 px-5 py-2.5 font-semibold disabled:opacity-60'
                  : 'rounded-full bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60'
              }
            >
              {held ? `Revoke ${LABELS[scope]} scope` : `Grant ${LABELS[scope]} scope`}
            </button>
          );
        })}
      </div>
      <FormMessage message={status} />
    </div>
  );
}
