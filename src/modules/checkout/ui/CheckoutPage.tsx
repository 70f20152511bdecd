'use client';

import dynamic from 'next/dynamic';
import type { SiteId } from '@/modules/regions';
import { LoadingStatus } from '@/ui/LoadingStatus';

const CheckoutForm = dynamic(() => import('./CheckoutForm'), { ssr: false, loading: () => <LoadingStatus>Loading your order…</LoadingStatus> });

/** The checkout is personal and priced by the server: the form loads in the browser. */
export function CheckoutPage({ site }: { site: SiteId }) {
  return <CheckoutForm site={site} />;
}
