'use client';

import { provideStore } from '@/lib/store/load';
import { moveCartWithShopper } from '@/modules/cart/ui';
import { beforeSiteSwitch } from '@/modules/regions/ui';

// At module scope, so both are in place as soon as this chunk runs, before any component's effect needs them.
// The composed store (and Redux with it) is fetched only when a component first asks for it.
provideStore(() => import('./shop-store').then(({ createShopBrowserStore }) => createShopBrowserStore()));
beforeSiteSwitch(moveCartWithShopper);

/**
 * Renders nothing: rendered once in the site layout, it joins the browser parts that modules give without importing
 * each other (the store's slices, the cart's move on a locale switch).
 */
export function ComposeShop() {
  return null;
}
