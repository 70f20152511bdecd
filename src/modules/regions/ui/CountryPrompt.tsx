'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { SiteId } from '../sites';
import { askVisitorSite, rememberedVisitorSite, whenIdle } from './visitor-site';

const CountryDialog = lazy(() => import('./CountryDialog'));

// The cookie's name and its answered value, spelled here so the first load needs nothing else (see ../geolocation).
const ANSWERED = 'geolocationNotification=1';

/**
 * Spec §4 geolocation prompt: once the page is idle, and unless the visitor has answered within 30 days, asks the server
 * where the visitor is; when their country has the other site, the dialog (loaded only then) offers to switch.
 */
export function CountryPrompt({ site }: { site: SiteId }) {
  const [detected, setDetected] = useState<SiteId | null>(null);
  useEffect(() => {
    if (document.cookie.split('; ').includes(ANSWERED)) return;
    let live = true;
    const offer = (detectedSite: SiteId | null) => live && detectedSite && detectedSite !== site && setDetected(detectedSite);
    const known = rememberedVisitorSite();
    if (known !== undefined) {
      offer(known);
      return;
    }
    whenIdle(() => void askVisitorSite().then(offer));
    return () => {
      live = false;
    };
  }, [site]);
  if (!detected) return null;
  return (
    <Suspense fallback={null}>
      <CountryDialog site={site} detected={detected} onClose={() => setDetected(null)} />
    </Suspense>
  );
}
