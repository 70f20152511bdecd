'use client';

import { provideStore } from '@/lib/store/load';

// At module scope, so the store can be made as soon as this chunk runs, before any component's effect asks for it.
// The composed store (and Redux with it) is fetched only when a component first asks.
provideStore(() => import('./shop-store').then(({ createShopBrowserStore }) => createShopBrowserStore()));

/** Renders nothing: rendered once in the site layout, it gives `loadStore` the shop's slices. */
export function ProvideShopStore() {
  return null;
}
