'use client';

import { useId, useState } from 'react';
import { ChevronDown } from '@/ui/icons';
import { sitePath, type SiteId } from '@/modules/regions';
import { LOGOUT_PATH, type AccountLink } from '../roles';

/**
 * The account pages' side menu. On a phone its long list would push the page's content below the fold, so it folds
 * behind a disclosure button (aria-expanded) and the content comes first; from the md breakpoint it is always shown.
 */
export function AccountSideMenu({ site, greeting, links, current }: { site: SiteId; greeting: string; links: AccountLink[]; current: string }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const currentLabel = links.find((link) => link.href === current)?.label;
  return (
    <nav aria-label="My Account" className="md:sticky md:top-4 md:self-start">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between rounded-md border border-black/15 px-3 py-2 text-sm font-semibold md:hidden"
      >
        <span>Account menu{currentLabel ? `: ${currentLabel}` : ''}</span>
        <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panel} className={`${open ? 'block' : 'hidden'} mt-2 md:mt-0 md:block`}>
        <p className="px-3 text-sm text-muted">
          Hello, <span className="font-semibold text-ink">{greeting}</span>
        </p>
        <ul className="mt-2 space-y-1">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={sitePath(site, link.href)}
                data-full-load={link.href === LOGOUT_PATH || undefined}
                aria-current={link.href === current ? 'page' : undefined}
                className="block rounded-md px-3 py-2 text-sm hover:bg-paper aria-[current=page]:bg-paper aria-[current=page]:font-bold"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
