'use client';

import dynamic from 'next/dynamic';
import type { SiteId } from '@/modules/regions';
import { LoadingStatus } from '@/ui/LoadingStatus';

// The store and react-redux load with the page's body, after the page itself.
const WishlistWithStore = dynamic(() => import('./WishlistWithStore'), {
  ssr: false,
  loading: () => <LoadingStatus>Loading your wishlist…</LoadingStatus>,
});

export function WishlistPage({ site }: { site: SiteId }) {
  return <WishlistWithStore site={site} />;
}
