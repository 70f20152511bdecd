'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { SiteId } from '../sites';

const CountryDialog = lazy(() => import('./CountryDialog'));

// The cookie's name and its answered value, spelled here so the first load needs nothing else (see ../geolocation).
const ANSWERED = 'geolocationNotification=1';
// The server's answer, kept for the tab's session: a visitor's country does not change from page to page.
const DETECTED_KEY = 'shop:visitor-site';

function rememberedSite(): string | null {
  try {
    return sessionStorage.getItem(DETECTED_KEY);
  } catch {
    return null;
  }
}

function remember(site: SiteId | null): void {
  try {
    sessionStorage.setItem(DETECTED_KEY, site ?? 'none');
  } catch {
    // Without session storage the next page asks again.
  }
}

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
    const known = rememberedSite();
    if (known) {
      offer(known === 'none' ? null : (known as SiteId));
      return;
    }
    const ask = () =>
      fetch('/api/geolocation/v1/country')
        .then((response) => (response.ok ? (response.json() as Promise<{ site: SiteId | null }>) : null))
        .then((answer) => {
          if (!answer) return;
          remember(answer.site);
          offer(answer.site);
        })
        .catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(ask, { timeout: 3000 });
    else setTimeout(ask, 500);
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
