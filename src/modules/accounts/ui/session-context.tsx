'use client';

import type { Session } from 'next-auth';
import { createContext, useContext } from 'react';

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
