'use client';

import { useEffect, useState } from 'react';
import { SITES, type SiteId } from '../sites';
import { askVisitorSite, rememberedVisitorSite, whenIdle } from './visitor-site';

/**
 * Spec §2 header: a location switcher from the visitor's IP country. Unlike the one-time country dialog it stays in the
 * header on every page: a visitor whose country has the other site can go there (and shop in its currency) at any time.
 * Nothing is shown to a visitor already on their country's site, or whose country has no site; the server renders
 * nothing, so cached pages stay the same for everyone.
 */
export function LocationSwitcher({ site }: { site: SiteId }) {
  const [detected, setDetected] = useState<SiteId | null>(null);
  useEffect(() => {
    let live = true;
    // Once the page is idle, from what this tab already knows, else from the server (one request shared with the dialog).
    whenIdle(() => {
      const known = rememberedVisitorSite();
      if (known !== undefined) setDetected(known);
      else void askVisitorSite().then((answer) => live && setDetected(answer));
    });
    return () => {
      live = false;
    };
  }, []);
  if (!detected || detected === site) return null;
  const there = SITES[detected];
  const go = () => void import('./switch-site').then(({ switchSite }) => switchSite(site, detected));
  return (
    <button type="button" onClick={go} className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm hover:bg-black/5">
      <img src={`/${detected}.svg`} alt="" width={20} height={14} className="rounded-sm" />
      {/* On small screens the flag alone shows; the words still name the button. */}
      <span className="sr-only md:not-sr-only">
        In {there.countryName}? <span className="font-semibold">Shop in {there.currency}</span>
      </span>
    </button>
  );
}
