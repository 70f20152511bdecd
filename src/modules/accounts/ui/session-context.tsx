'use client';

import type { Session } from 'next-auth';
import { createContext, useContext } from 'react';
import { audienceOf, type Audience } from '../roles';

export interface ShopSessionState {
  session: Session | null;
  status: 'loading' | 'authenticated' | 'unauthenticated';
  /** Asks the server for the session again (after a profile change), as soon as next-auth's client is ready. */
  update: () => Promise<void>;
}

export const initialSessionState: ShopSessionState = { session: null, status: 'loading', update: async () => undefined };

export const ShopSessionContext = createContext<ShopSessionState>(initialSessionState);

/** The session as the browser knows it (spec §3 statuses), for the header's personal parts and account pages. */
export function useShopSession(): ShopSessionState {
  return useContext(ShopSessionContext);
}

/**
 * Who the browser's session says the visitor is (spec §6): guest until the session has loaded, so the server's HTML and
 * the first render in the browser agree, whoever asks.
 */
export function useAudience(): Audience {
  const { session } = useShopSession();
  return audienceOf(session?.user ? { role: session.user.role, scopes: session.access?.scopes ?? [] } : null);
}
