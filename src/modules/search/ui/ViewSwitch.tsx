'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { LayoutGrid, List } from '@/ui/icons';
import { rememberBrowsingChoice } from './remember-choice';

type View = 'grid' | 'list';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A listing's grid and list views: plain links (they work before the script), and once it runs a choice is remembered
 * for the next listings (spec §3 browsingPreferences) before the listing changes.
 */
export function ViewSwitch({ current, hrefs }: { current: View; hrefs: Record<View, string> }) {
  const router = useRouter();
  const choose = (view: View) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    // Already on its way (the selected organization's carrier navigates itself): only remembered.
    if (event.defaultPrevented) {
      void rememberBrowsingChoice({ view });
      return;
    }
    event.preventDefault();
    void rememberBrowsingChoice({ view }).then(() => router.push(hrefs[view]));
  };
  return (
    <div className="flex rounded-md border border-black/20" role="group" aria-label="View">
      <Link
        href={hrefs.grid}
        prefetch={false}
        onClick={choose('grid')}
        aria-current={current === 'grid' ? 'true' : undefined}
        aria-label="Grid view"
        className="p-1.5 aria-[current=true]:bg-black/10"
      >
        <LayoutGrid aria-hidden className="h-4 w-4" />
      </Link>
      <Link
        href={hrefs.list}
        prefetch={false}
        onClick={choose('list')}
        aria-current={current === 'list' ? 'true' : undefined}
        aria-label="List view"
        className="p-1.5 aria-[current=true]:bg-black/10"
      >
        <List aria-hidden className="h-4 w-4" />
      </Link>
    </div>
  );
}
