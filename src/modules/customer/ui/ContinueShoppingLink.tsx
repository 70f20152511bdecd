'use client';

import { useSyncExternalStore } from 'react';
import { persistedSliceFrom, readPersistedState, subscribeToPersistedState } from '@/lib/store/persisted-snapshot';
import type { SiteId } from '@/modules/regions';
import { continueShoppingHref } from '../continue-browsing';

/** The kept continue-browsing link, read from local storage without the store (a string, so the snapshot is stable). */
function keptLink(): string | null {
  const link = persistedSliceFrom(readPersistedState(), 'customer')?.continueBrowsingLink;
  return typeof link === 'string' ? link : null;
}

const nothingKept = () => null;

/**
 * "Continue shopping" (spec §3 continueBrowsingLink): back to the listing or product page the shopper was on, else to
 * the site's listings, which is also what the page's HTML says before its script runs.
 */
export function ContinueShoppingLink({ site }: { site: SiteId }) {
  const kept = useSyncExternalStore(subscribeToPersistedState, keptLink, nothingKept);
  return (
    <a href={continueShoppingHref(site, kept)} className="text-sm font-semibold text-brand underline">
      Continue shopping
    </a>
  );
}
