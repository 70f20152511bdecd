'use client';

import { StoreProvider } from '@/lib/store/StoreProvider';
import type { SiteId } from '@/modules/regions';
import { LoadingStatus } from '@/ui/LoadingStatus';
import WishlistContents from './WishlistContents';

export default function WishlistWithStore({ site }: { site: SiteId }) {
  return (
    <StoreProvider fallback={<LoadingStatus>Loading your wishlist…</LoadingStatus>}>
      <WishlistContents site={site} />
    </StoreProvider>
  );
}
