'use client';

import dynamic from 'next/dynamic';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { initialSessionState, ShopSessionContext, type ShopSessionState } from './session-context';

// next-auth's client (about 11 kB gzipped) is fetched once the page is interactive: the session only feeds personal
// parts the server never renders (DESIGN §7), and first-load JavaScript stays within its 150 kB budget.
const SessionBridge = dynamic(() => import('./SessionBridge'), { ssr: false });

/** Every page's session (spec §4): the state lives here, next-auth fills it in from the lazily loaded bridge. */
export function SessionRoot({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ShopSessionState>(initialSessionState);
  // Refresh requests are counted, so one made before the bridge has loaded (or while it loads) is not lost.
  const [refreshes, setRefreshes] = useState(0);
  const update = useCallback(async () => setRefreshes((count) => count + 1), []);
  const onSessionChange = useCallback((next: Pick<ShopSessionState, 'session' | 'status'>) => setState((current) => ({ ...current, ...next })), []);
  const value = useMemo(() => ({ ...state, update }), [state, update]);
  return (
    <ShopSessionContext.Provider value={value}>
      <SessionBridge onChange={onSessionChange} refreshes={refreshes} />
      {children}
    </ShopSessionContext.Provider>
  );
}
