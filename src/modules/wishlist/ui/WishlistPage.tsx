'use client';

import dynamic from 'next/dynamic';
import type { SiteId } from '@/modules/regions';

// The store and react-redux load with the page's body, after the page itself.
const WishlistWithStore = dynamic(() => import('./WishlistWithStore'), {
  ssr: false,
  loading: () => (
    <p role="status" className="py-10 text-center text-muted">
      Loading your wishlist…
    </p>
  ),
});

export function WishlistPage({ site }: { site: SiteId }) {
  return <WishlistWithStore site={site} />;
}
