'use client';

import { Heart } from '@/ui/icons';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, useState, type MouseEvent } from 'react';
import { persistedSliceFrom, readPersistedState } from '@/lib/store/persisted-snapshot';
import { useShopSession } from '@/modules/accounts/ui';
import { sitePath, type SiteId } from '@/modules/regions';
import { notify } from '@/ui/toast';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Spec §6: the wishlist is for signed-in customers; a guest is asked to sign in and comes back to this page, where the
 * add they set out to do happens (spec §3 authAction).
 */
export function AddToWishlistButton({
  site,
  sku,
  title,
  price,
}: {
  site: SiteId;
  sku: string;
  title: string;
  /** Decimal, in the site's currency. */ price: number;
}) {
  const { session } = useShopSession();
  const pathname = usePathname();
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const signedIn = !!session?.user && session.user.role !== 'guest';
  const className =
    'mt-2 inline-flex items-center gap-2 rounded-full border border-brand px-5 py-2.5 text-sm font-semibold text-brand hover:bg-brand/5 disabled:opacity-60';

  const save = async () => {
    setState('saving');
    try {
      await (await import('./add-to-wishlist')).addToWishlist(sku);
      setState('saved');
      void notify('success', `${title} is in your wishlist.`);
      void import('@/modules/analytics').then(({ trackAddToWishlist }) => trackAddToWishlist(site, { sku, title, price }));
    } catch {
      // The HTTP client has told the shopper why, and the wishlist state keeps it (spec §8).
      setState('idle');
    }
  };

  const resumeAdd = useEffectEvent(() => void save());
  // Back from signing in with an add kept for this product on this page: it happens now, once.
  useEffect(() => {
    if (!signedIn || !persistedSliceFrom(readPersistedState(), 'customer')?.authAction) return;
    let current = true;
    void import('./sign-in-to-add')
      .then(({ takeKeptAdd }) => takeKeptAdd(sku, window.location.pathname))
      .then((kept) => {
        if (kept && current) resumeAdd();
      });
    return () => {
      current = false;
    };
  }, [signedIn, sku]);

  const loginHref = `${sitePath(site, '/login')}?returnUrl=${encodeURIComponent(pathname)}`;
  const askToSignIn = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    const keep = import('./sign-in-to-add')
      .then(({ keepAddForSignIn }) => keepAddForSignIn(sku, window.location.pathname))
      // Kept or not, the shopper goes to sign in.
      .catch(() => undefined);
    // Already on its way (the selected organization's carrier navigates in this page): only kept.
    if (event.defaultPrevented) return;
    event.preventDefault();
    void keep.then(() => router.push(loginHref));
  };

  if (!signedIn) {
    return (
      <a className={className} href={loginHref} onClick={askToSignIn}>
        <Heart aria-hidden className="h-4 w-4" />
        Sign in to save to your wishlist
      </a>
    );
  }

  return (
    <button type="button" className={className} disabled={state !== 'idle'} onClick={() => void save()}>
      <Heart aria-hidden className={`h-4 w-4 ${state === 'saved' ? 'fill-current' : ''}`} />
      {state === 'saved' ? 'In your wishlist' : state === 'saving' ? 'Saving…' : 'Add to wishlist'}
    </button>
  );
}
