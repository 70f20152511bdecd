'use client';

import { StoreProvider } from '@/lib/store/StoreProvider';
import type { SiteId } from '@/modules/regions';
import WishlistContents from './WishlistContents';

const loading = (
  <p role="status" className="py-10 text-center text-muted">
    Loading your wishlist…
  </p>
);

export default function WishlistWithStore({ site }: { site: SiteId }) {
  return (
    <StoreProvider fallback={loading}>
      <WishlistContents site={site} />
    </StoreProvider>
  );
}
