'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { persistedSliceFrom, readPersistedState, subscribeToPersistedState } from '@/lib/store/persisted-snapshot';
import { sitePath, type SiteId } from '@/modules/regions';
import { urlChoosingOrganization } from '../organization-change';
import { selectedOrganization } from '../organization-param';

const OrganizationPicker = lazy(() => import('./OrganizationPicker'));

export interface StoredSelection {
  org: string;
  name: string;
  loadedAt: number | null;
}

let lastSerialized: string | null = null;
let lastSelection: StoredSelection | null = null;

/** The organization kept in local storage, read without Redux (like the cart badge) so every page can show its name. */
function readStoredSelection(): StoredSelection | null {
  const serialized = readPersistedState();
  if (serialized !== lastSerialized) {
    lastSerialized = serialized;
    const slice = persistedSliceFrom(serialized, 'organization');
    lastSelection =
      slice && typeof slice.org === 'string' && typeof slice.name === 'string'
        ? { org: slice.org, name: slice.name, loadedAt: typeof slice.loadedAt === 'number' ? slice.loadedAt : null }
        : null;
  }
  return lastSelection;
}

const noSelection = () => null;

/**
 * The header's 'Find a Fair' button (spec §2): the selected organization's name once one is chosen, and a picker to
 * find and choose one. With an organization selected or kept, it loads what keeps the state in line with `org` (spec §4)
 * and carries `org` on the shopper's way through the shop.
 */
export function FindAFairButton({ site }: { site: SiteId }) {
  const router = useRouter();
  const org = selectedOrganization(useSearchParams().get('org'));
  const stored = useSyncExternalStore(subscribeToPersistedState, readStoredSelection, noSelection);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Keyed on the parameter only: another tab choosing another organization must not make this one load its own back.
  useEffect(() => {
    const kept = readStoredSelection();
    if (!org && !kept) return;
    let stop: (() => void) | null = null;
    let current = true;
    void import('../follow-organization').then(({ followSelectedOrganization }) => {
      if (current) stop = followSelectedOrganization(org, kept, router);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [org, router]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const selected = stored && org === stored.org ? stored : null;
  const choose = (next: string | null) => {
    setOpen(false);
    const target = urlChoosingOrganization(window.location.href, next);
    if (target) router.push(target);
  };
  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(!open)} className={findAFairClass}>
        {selected ? (
          <>
            <span className="sr-only">Find a Fair: </span>
            <span className="block max-w-48 truncate" data-testid="selected-organization" data-org={selected.org}>
              {selected.name}
            </span>
          </>
        ) : (
          'Find a Fair'
        )}
      </button>
      {open && (
        <div
          role="dialog"
          aria-label="Find a Fair"
          className="absolute right-0 z-50 mt-2 w-[min(26rem,calc(100vw-2rem))] rounded-lg border border-black/10 bg-white p-4 text-left shadow-lg"
        >
          <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
            <OrganizationPicker site={site} selected={selected} onChoose={choose} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

const findAFairClass = 'inline-flex items-center rounded-full border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand/5';

/** What the header shows before the button above is ready: the Find a Fair page, which works without JavaScript. */
export function FindAFairLink({ site }: { site: SiteId }) {
  return (
    <a href={sitePath(site, '/find-a-fair')} className={findAFairClass}>
      Find a Fair
    </a>
  );
}
