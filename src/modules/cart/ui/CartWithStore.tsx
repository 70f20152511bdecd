'use client';

import { StoreProvider } from '@/lib/store/StoreProvider';
import type { SiteId } from '@/modules/regions';
import { CartLoading } from './CartLoading';
import CartContents from './CartContents';

export default function CartWithStore({ site }: { site: SiteId }) {
  return (
    <StoreProvider fallback={<CartLoading />}>
      <CartContents site={site} />
    </StoreProvider>
  );
}
