/**
 * Spec §4 locale switch: NEXT_LOCALE for the other site, what moves with the shopper moved there (the cart), then this
 * page reloaded on that site with its query (and so `org`): under its prefix on a shared host, on the other domain
 * on a site's own host (`shop.example.ca` → `shop.example.com`). Imported on demand by the currency menu and the
 * country dialog.
 */
import { setBrowserCookie } from '@/lib/cookies';
import { notifyAfterReload } from '@/ui/toast';
import { SITES, switchSiteUrl, type SiteId } from '../sites';
import { siteSwitchSteps } from './site-switch-steps';

export async function switchSite(current: SiteId, target: SiteId): Promise<void> {
  setBrowserCookie('NEXT_LOCALE', SITES[target].locale);
  if (current !== target) {
    for (const step of siteSwitchSteps()) for (const message of await step(current, target)) notifyAfterReload('warning', message);
  }
  window.location.assign(switchSiteUrl(window.location, target));
}
