import 'server-only';
import type { SiteId } from '@/modules/regions';
import { organizationBadge } from './organizations.server';
import { organizationSlugOf } from './remembered-organization';
import { ShoppingFor } from './ui/ShoppingFor';

/**
 * Issue 19: the page's `org` (which the proxy puts back from the remembered organization) shown as who the shopper
 * shops for; nothing for none, or for an organization that is unknown, inactive or of the other site.
 */
export async function ShoppingForNotice({ site, org, path }: { site: SiteId; org: string | string[] | undefined; path: string }) {
  const slug = organizationSlugOf(Array.isArray(org) ? org[0] : org);
  const organization = slug ? await organizationBadge(slug, site) : null;
  return organization ? <ShoppingFor site={site} organization={organization} path={path} /> : null;
}
