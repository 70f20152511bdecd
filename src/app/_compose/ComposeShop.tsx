'use client';

import { Suspense } from 'react';
import { provideStore } from '@/lib/store/load';
import { BrowsingMemory } from '@/modules/customer/ui';
import { beforeSiteSwitch } from '@/modules/regions/ui';

// At module scope, so both are in place as soon as this chunk runs, before any component's effect needs them.
// The composed store (and Redux with it) is fetched only when a component first asks for it.
provideStore(() => import('./shop-store').then(({ createShopBrowserStore }) => createShopBrowserStore()));
// The cart's entry is fetched only when the shopper switches, so pages without a cart button do not carry it.
beforeSiteSwitch(async (from, to) => (await import('@/modules/cart/ui')).moveCartWithShopper(from, to));

/**
 * Rendered once in the site layout, it joins the browser parts that modules give without importing each other (the
 * store's slices, the cart's move on a locale switch, the customer's memory of the pages seen). It shows nothing.
 */
export function ComposeShop() {
  // The page's query is read in the browser only: cached pages' HTML stays the same for every query.
  return (
    <Suspense fallback={null}>
      <BrowsingMemory />
    </Suspense>
  );
}
