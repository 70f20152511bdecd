'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Spec §3: what the shopper's browsing leaves in the customer state, on every page and client navigation: the last
 * listing or product page (for the cart's "Continue shopping"), the partner a link names, and a listing opened without
 * a view or order shown the way they last chose. Renders nothing; its work (and the store) loads after the page.
 */
export function BrowsingMemory() {
  const router = useRouter();
  // Read for their changes; the page's own address is taken from the location, as the browser shows it.
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    let current = true;
    void import('./browsing-memory').then(({ rememberPage }) =>
      rememberPage(window.location.pathname, window.location.search, (href) => {
        if (current) router.replace(href, { scroll: false });
      }),
    );
    return () => {
      current = false;
    };
  }, [pathname, search, router]);
  return null;
}
