'use client';

import dynamic from 'next/dynamic';
import type { SiteId } from '@/modules/regions';
import { LoadingStatus } from '@/ui/LoadingStatus';

// The store (where the eCard being composed is kept, spec §3) loads with the form, after the page.
const GiftCardShopWithStore = dynamic(
  () =>
    Promise.all([import('@/lib/store/StoreProvider'), import('./GiftCardShop')]).then(([{ StoreProvider }, { default: GiftCardShop }]) => {
      function WithStore({ site }: { site: SiteId }) {
        return (
          <StoreProvider fallback={<LoadingStatus>Loading…</LoadingStatus>}>
            <GiftCardShop site={site} />
          </StoreProvider>
        );
      }
      return WithStore;
    }),
  { ssr: false, loading: () => <LoadingStatus>Loading…</LoadingStatus> },
);

export function GiftCardShopPage({ site }: { site: SiteId }) {
  return <GiftCardShopWithStore site={site} />;
}
