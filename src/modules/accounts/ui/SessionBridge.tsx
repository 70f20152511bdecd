'use client';

import type { Session } from 'next-auth';
import { getSession, SessionProvider, useSession } from 'next-auth/react';
import { useEffect, useRef } from 'react';
import { setBrowserCookie } from '@/lib/cookies';
import { setAccessTokenSource } from '@/lib/http';
import { ORGANIZER_SCOPE } from '../roles';
import { guestSessionSettled, startGuestSession } from './guest-session';
import type { ShopSessionState } from './session-context';

function expiresWithinAMinute(token: string): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp !== 'number' || payload.exp * 1000 - Date.now() < 60_000;
  } catch {
    return true;
  }
}

/**
 * next-auth's client, loaded after the page is interactive (SessionRoot): spec §4 session, refetched every 300 s, on
 * window focus and when another tab changes it, reported to the shop's session context.
 */
interface BridgeProps {
  onChange: (state: Pick<ShopSessionState, 'session' | 'status'>) => void;
  /** How many refreshes were asked for; each one not yet done is done once the session has loaded. */
  refreshes: number;
}

export default function SessionBridge({ onChange, refreshes }: BridgeProps) {
  return (
    <SessionProvider refetchInterval={REFETCH_SECONDS} refetchOnWindowFocus>
      <GuestSession onChange={onChange} refreshes={refreshes} />
    </SessionProvider>
  );
}

const REFETCH_SECONDS = 300;

/**
 * Spec §4 guest session: without a session, sign in as a guest (no redirect); the server keeps the guest's id in the
 * httpOnly guestId cookie. A signed-in customer's id goes to authorizedId. Also hands the access token to the HTTP client.
 */
function GuestSession({ onChange, refreshes }: BridgeProps) {
  const { data, status, update } = useSession();
  const session = useRef<Session | null>(null);
  const asked = useRef(false);
  const refreshed = useRef(0);

  useEffect(() => {
    session.current = data;
    onChange({ session: data, status });
  }, [data, status, onChange]);
  useEffect(() => {
    // next-auth ignores update() while its session is loading, so wait for that.
    if (refreshes <= refreshed.current || status === 'loading') return;
    refreshed.current = refreshes;
    void update();
  }, [refreshes, status, update]);
  useEffect(
    () =>
      setAccessTokenSource(async () => {
        const current = session.current?.accessToken;
        if (current && !expiresWithinAMinute(current)) return current;
        // Not loaded yet, or about to expire (a tab left idle): ask the server for the session, which mints a fresh one.
        // On a first visit there is none yet: start (or join) the guest sign-in rather than call without a token.
        await guestSessionSettled();
        const fresh = await getSession();
        if (fresh?.accessToken) return fresh.accessToken;
        await startGuestSession();
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
    if (data.user.role === 'guest') return;
    setBrowserCookie('authorizedId', data.user.id);
    // Spec §3 customer state follows the signed-in customer (the store loads lazily, customers only).
    const { id } = data.user;
    const isOrganizer = data.access.scopes.includes(ORGANIZER_SCOPE);
    void Promise.all([import('@/lib/store/load'), import('@/lib/store/actions')]).then(async ([{ loadStore }, { signedIn }]) => {
      (await loadStore()).dispatch(signedIn({ customerId: id, isOrganizer }));
    });
  }, [status, data]);
  return null;
}
