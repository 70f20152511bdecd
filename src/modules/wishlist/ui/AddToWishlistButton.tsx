'use client';

import { Heart } from '@/ui/icons';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useShopSession } from '@/modules/accounts/ui';
import { sitePath, type SiteId } from '@/modules/regions';
import { notify } from '@/ui/toast';

/** Spec §6: the wishlist is for signed-in customers; a guest is asked to sign in and comes back to this page. */
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
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const className =
    'mt-2 inline-flex items-center gap-2 rounded-full border border-brand px-5 py-2.5 text-sm font-semibold text-brand hover:bg-brand/5 disabled:opacity-60';

  if (!session?.user || session.user.role === 'guest') {
    return (
      <a className={className} href={`${sitePath(site, '/login')}?returnUrl=${encodeURIComponent(pathname)}`}>
        <Heart aria-hidden className="h-4 w-4" />
        Sign in to save to your wishlist
      </a>
    );
  }

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

  return (
    <button type="button" className={className} disabled={state !== 'idle'} onClick={() => void save()}>
      <Heart aria-hidden className={`h-4 w-4 ${state === 'saved' ? 'fill-current' : ''}`} />
      {state === 'saved' ? 'In your wishlist' : state === 'saving' ? 'Saving…' : 'Add to wishlist'}
    </button>
  );
}
