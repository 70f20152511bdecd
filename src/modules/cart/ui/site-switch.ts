import type { SiteSwitchStep } from '@/modules/regions/ui';

/** The cart's step of the locale switch (spec §4), its code fetched only when the shopper switches. */
export const moveCartWithShopper: SiteSwitchStep = (from, to) => import('./move-cart').then(({ moveCartForSiteSwitch }) => moveCartForSiteSwitch(from, to));
