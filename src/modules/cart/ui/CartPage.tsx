'use client';

import dynamic from 'next/dynamic';
import type { SiteId } from '@/modules/regions';
import { LoadingStatus } from '@/ui/LoadingStatus';

// The store, react-redux and the cart's body all load after the page (DESIGN §7: the cart page is in the JS budget).
const CartWithStore = dynamic(() => import('./CartWithStore'), { ssr: false, loading: () => <LoadingStatus>Loading your cart…</LoadingStatus> });

/** The cart is personal: the page's HTML is the same for everyone and the browser fills it in. */
export function CartPage({ site }: { site: SiteId }) {
  return <CartWithStore site={site} />;
}
