'use client';

import { useState, type FormEvent } from 'react';
import type { SiteId } from '@/modules/regions';
import { FormMessage, primaryButtonClass, TextField } from '@/ui/TextField';

type FormState = { kind: 'idle' | 'pending' } | { kind: 'error' | 'success'; text: string };

/**
 * An email field that starts the double opt-in (POST /api/newsletter/v1/subscriptions). The answer's message is shown
 * as it comes: the API says the same whether or not the address was subscribed already.
 */
export function SubscribeForm({ site, onSubscribed }: { site: SiteId; onSubscribed?: () => void }) {
  const [state, setState] = useState<FormState>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) return setState({ kind: 'error', text: 'Enter your email address.' });
    setState({ kind: 'pending' });
    try {
      const response = await fetch('/api/newsletter/v1/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, site }),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
      const text = typeof answer.message === 'string' ? answer.message : 'An unknown error occurred';
      setState({ kind: response.ok ? 'success' : 'error', text });
      if (response.ok) onSubscribed?.();
    } catch {
      setState({ kind: 'error', text: 'We could not reach the shop. Check your connection and try again.' });
    }
  };

  if (state.kind === 'success') return <FormMessage kind="success">{state.text}</FormMessage>;
  return (
    <form noValidate onSubmit={submit} aria-label="Newsletter subscription" className="space-y-3">
      {state.kind === 'error' && <FormMessage kind="error">{state.text}</FormMessage>}
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <button type="submit" className={primaryButtonClass} disabled={state.kind === 'pending'}>
        {state.kind === 'pending' ? 'Subscribing…' : 'Subscribe'}
      </button>
    </form>
  );
}
