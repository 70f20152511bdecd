'use client';

import { useEffect, useRef, useState } from 'react';
import { CHALLENGE_API_PATH, VERIFY_API_PATH } from '../rules';

type Status = { tone: 'info' | 'success' | 'error'; text: string } | null;

const READY: Status = { tone: 'info', text: 'Tick the box “I’m not a robot” to start the check (Space on the keyboard).' };

async function redeem(payload: string): Promise<string | null> {
  try {
    const response = await fetch(VERIFY_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payload }),
      credentials: 'same-origin',
    });
    if (response.ok) return null;
    const body: unknown = await response.json().catch(() => null);
    const message = body && typeof body === 'object' && 'message' in body ? body.message : undefined;
    return typeof message === 'string' ? message : 'An unknown error occurred';
  } catch {
    return 'We could not reach the shop. Check your connection and try again.';
  }
}

/**
 * The ALTCHA widget (loaded only here, by dynamic import): the browser solves a small proof-of-work puzzle, the
 * server redeems it for the `botCheck` cookie, and the visitor goes back to `returnPath` (a same-site path).
 */
export function BotChallenge({ returnPath }: { returnPath: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>(null);

  useEffect(() => {
    let cancelled = false;
    let widget: HTMLElement | undefined;

    import('altcha')
      .then(() => {
        if (cancelled || !container.current) return;
        const element = document.createElement('altcha-widget');
        element.setAttribute('challenge', CHALLENGE_API_PATH);
        element.setAttribute('name', 'altcha');
        element.addEventListener('statechange', (event) => {
          const state = (event as CustomEvent<{ state?: string }>).detail?.state;
          if (state === 'verifying') setStatus({ tone: 'info', text: 'Checking… this takes a moment.' });
          else if (state === 'expired') setStatus({ tone: 'error', text: 'The check expired. Tick the box to try again.' });
          else if (state === 'error') setStatus({ tone: 'error', text: 'The check did not work. Tick the box to try again.' });
        });
        element.addEventListener('verified', (event) => {
          const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
          if (!payload) return;
          setStatus({ tone: 'info', text: 'Confirming…' });
          void redeem(payload).then((error) => {
            if (cancelled) return;
            if (error === null) {
              setStatus({ tone: 'success', text: 'Thank you! Taking you back…' });
              window.location.replace(returnPath);
            } else {
              setStatus({ tone: 'error', text: `${error} Tick the box to try again.` });
              element.reset();
            }
          });
        });
        container.current.replaceChildren(element);
        widget = element;
        setStatus(READY);
      })
      .catch(() => {
        if (!cancelled) setStatus({ tone: 'error', text: 'The check could not be loaded. Please reload the page.' });
      });

    return () => {
      cancelled = true;
      widget?.remove();
    };
  }, [returnPath]);

  return (
    <div className="mt-6 space-y-4">
      {/* The widget's invisible tick mark sits over the middle of its box and would swallow clicks there. */}
      <div ref={container} className="min-h-16 [&_.altcha-checkbox_svg]:pointer-events-none" />
      <p
        role="status"
        aria-live="polite"
        data-testid="bot-check-status"
        className={status?.tone === 'error' ? 'text-sm font-semibold text-brand' : 'text-sm text-muted'}
      >
        {status?.text}
      </p>
    </div>
  );
}
