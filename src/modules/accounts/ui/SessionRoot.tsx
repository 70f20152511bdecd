'use client';

import Cookies from 'js-cookie';
import type { Session } from 'next-auth';
import { SessionProvider, signIn, useSession } from 'next-auth/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { setBrowserCookie } from '@/lib/cookies';
import { setAccessTokenSource } from '@/lib/http';
import { AUTHORIZED_ID_COOKIE_DAYS, GUEST_ID_COOKIE_DAYS } from '../roles';

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
  useEffect(() => setAccessTokenSource(async () => session.current?.accessToken ?? null), []);

  useEffect(() => {
    if (status === 'unauthenticated' && !asked.current) {
      asked.current = true;
      void signIn('guestAccount', { redirect: false, guestId: Cookies.get('guestId') ?? '' });
    }
    if (status !== 'authenticated' || !data?.user) return;
    if (data.user.role === 'guest') setBrowserCookie('guestId', data.user.id, GUEST_ID_COOKIE_DAYS);
    else setBrowserCookie('authorizedId', data.user.id, AUTHORIZED_ID_COOKIE_DAYS);
  }, [status, data]);
  return null;
}
