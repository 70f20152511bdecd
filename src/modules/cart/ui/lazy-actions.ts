'use client';

/** The cart's actions other parts of the shop start, their code (and Redux) fetched only when they run. */
import type { SiteId } from '@/modules/regions';
import type { SiteSwitchStep } from '@/modules/regions/ui';

/** The cart's step of the locale switch (spec §4). */
export const moveCartWithShopper: SiteSwitchStep = (from, to) => import('./move-cart').then(({ moveCartForSiteSwitch }) => moveCartForSiteSwitch(from, to));

/** Reads the cart from the server into the store (after an order emptied it); a failure leaves the stored cart. */
export async function refreshCartFromServer(site: SiteId): Promise<void> {
  const [{ loadStore }, { syncCart }, { cartApi }] = await Promise.all([import('@/lib/store/load'), import('../state'), import('./cart-api')]);
  const store = await loadStore();
  await store.dispatch(syncCart(() => cartApi.get(site))).catch(() => undefined);
}
