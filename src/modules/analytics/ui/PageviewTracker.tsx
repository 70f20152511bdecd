'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { SiteId } from '@/modules/regions';
import { trackPageview } from '../client';

/**
 * Sends a pageview on the first load and on every client-side route change (spec §7; none on browse pages). Keyed
 * on the pathname and reading the URL from `window.location`, so it needs no Suspense boundary. Renders nothing.
 */
export function PageviewTracker({ site }: { site: SiteId }) {
  const pathname = usePathname();
  useEffect(() => {
    trackPageview(site);
  }, [site, pathname]);
  return null;
}
