'use client';

import { StoreProvider } from '@/lib/store/StoreProvider';
import type { SiteId } from '@/modules/regions';
import { LoadingStatus } from '@/ui/LoadingStatus';
import CartContents from './CartContents';

export default function CartWithStore({ site }: { site: SiteId }) {
  return (
    <StoreProvider fallback={<LoadingStatus>Loading your cart…</LoadingStatus>}>
      <CartContents site={site} />
    </StoreProvider>
  );
}
