'use client';

import type { Session } from 'next-auth';
import { getSession, SessionProvider, useSession } from 'next-auth/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { setBrowserCookie } from '@/lib/cookies';
import { setAccessTokenSource } from '@/lib/http';
import { AUTHORIZED_ID_COOKIE_DAYS, GUEST_ID_COOKIE_DAYS } from '../roles';
import { startGuestSession } from './guest-session';

function expiresWithinAMinute(token: string): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp !== 'number' || payload.exp * 1000 - Date.now() < 60_000;
  } catch {
    return true;
  }
}

/** Spec §4 session: refetched every 300 s, on window focus and when another tab changes it. */
const REFETCH_SECONDS = 300;

export function SessionRoot({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchInterval={REFETCH_SECONDS} refetchOnWindowFocus>
      <GuestSession />
      {children}
    </SessionProvider>
  );
}

/**
 * Spec §4 guest session: without a session, sign in as a guest (no redirect) with the stored guestId, and store the
 * resulting id as guestId; a signed-in customer's id goes to authorizedId. Also hands the access token to the HTTP client.
 */
function GuestSession() {
  const { data, status } = useSession();
  const session = useRef<Session | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    session.current = data;
  }, [data]);
  useEffect(
    () =>
      setAccessTokenSource(async () => {
        const current = session.current?.accessToken;
        if (current && !expiresWithinAMinute(current)) return current;
        // Not loaded yet, or about to expire (a tab left idle): ask the server for the session, which mints a fresh one.
        return (await getSession())?.accessToken ?? null;
      }),
    [],
  );

  useEffect(() => {
    if (status === 'unauthenticated' && !asked.current) {
      asked.current = true;
      void startGuestSession();
    }
    if (status !== 'authenticated' || !data?.user) return;
    // After a sign-out, the next unauthenticated state asks for a guest session again.
    asked.current = false;
    if (data.user.role === 'guest') setBrowserCookie('guestId', data.user.id, GUEST_ID_COOKIE_DAYS);
    else setBrowserCookie('authorizedId', data.user.id, AUTHORIZED_ID_COOKIE_DAYS);
  }, [status, data]);
  return null;
}
