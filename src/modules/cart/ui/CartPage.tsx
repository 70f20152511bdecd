'use client';

import dynamic from 'next/dynamic';
import { StoreProvider } from '@/lib/store/StoreProvider';
import type { SiteId } from '@/modules/regions';

const loading = (
  <p role="status" className="py-10 text-center text-muted">
    Loading your cart…
  </p>
);

// react-redux and the cart's body load with the store, not with the page (DESIGN §7).
const CartContents = dynamic(() => import('./CartContents'), { ssr: false, loading: () => loading });

/** The cart is personal: the page's HTML is the same for everyone and the browser fills it in. */
export function CartPage({ site }: { site: SiteId }) {
  return (
    <StoreProvider fallback={loading}>
      <CartContents site={site} />
    </StoreProvider>
  );
}
