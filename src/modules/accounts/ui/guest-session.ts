'use client';

import { signIn } from 'next-auth/react';

let inFlight: Promise<void> | null = null;
let realSignIn = false;

/**
 * Spec §4: sign in as the stored guest (or a new one) without redirect. The server reads the guestId cookie itself
 * and writes it back (httpOnly, signed): no script reads or sends a guest id.
 */
export function startGuestSession(): Promise<void> {
  // A guest answer arriving after a real sign-in would replace its session cookie.
  if (realSignIn) return Promise.resolve();
  inFlight ??= (async () => {
    await signIn('guestAccount', { redirect: false });
  })()
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Resolves once no guest sign-in is under way. A real sign-in waits for it: otherwise the guest's answer, arriving
 * last, would replace the new session's cookie, and the guest's id would not be there to merge.
 */
export function guestSessionSettled(): Promise<void> {
  return inFlight ?? Promise.resolve();
}

/**
 * Runs a real sign-in (or sign-up) with no guest sign-in allowed to start meanwhile, after any one under way has
 * finished, so the customer's session cookie is the last one set.
 */
export async function withoutGuestSignIn<T>(signIn: () => Promise<T>): Promise<T> {
  realSignIn = true;
  try {
    await guestSessionSettled();
    return await signIn();
  } finally {
    realSignIn = false;
  }
}

/**
 * A credentials sign-in. next-auth answers a CSRF token that no longer matches its cookie (a visit's first session
 * request can set a new cookie while the form is on its way) with a redirect to `?csrf=true` that reads as success:
 * ask once more, with a fresh token, and report a failure if that happens again.
 */
export async function signInWithPassword(fields: { email: string; password: string }) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await signIn('credentials', { redirect: false, ...fields });
    if (!answer?.url || !new URL(answer.url, window.location.href).searchParams.has('csrf')) return answer;
  }
  return { ok: false, status: 403, error: 'CSRF', url: null };
}
