'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** A navigation that never lands (a link to where the shopper already is, a failed load) stops showing after this. */
const GIVE_UP_MS = 15_000;

function isNavigation(event: MouseEvent): boolean {
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const target = new URL(anchor.href);
  const here = new URL(window.location.href);
  return target.origin === here.origin && (target.pathname !== here.pathname || target.search !== here.search);
}

/**
 * The thin bar at the top of the page while the next page loads: it starts when a link to another page of the shop is
 * clicked and ends when the address changes. Written for the shop instead of a package: a few hundred bytes against
 * the 3–4 kB of a top-loader and its progress library in every page's first load (DESIGN §7).
 */
export function TopLoader() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = bar.current;
    if (element?.dataset.state === 'loading') element.dataset.state = 'done';
  }, [pathname, search]);

  useEffect(() => {
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      const element = bar.current;
      if (!element || !isNavigation(event)) return;
      // From the start again, without animating back from a finished bar.
      element.dataset.state = 'idle';
      void element.offsetWidth;
      element.dataset.state = 'loading';
      clearTimeout(giveUp);
      giveUp = setTimeout(() => {
        if (element.dataset.state === 'loading') element.dataset.state = 'done';
      }, GIVE_UP_MS);
    };
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('click', onClick, true);
      clearTimeout(giveUp);
    };
  }, []);

  return <div ref={bar} className="top-loader" data-state="idle" aria-hidden />;
}
