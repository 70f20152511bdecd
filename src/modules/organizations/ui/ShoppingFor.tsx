import { sitePath, type SiteId } from '@/modules/regions';
import type { OrganizationBadge } from '../organizations.server';

/**
 * Who the shopper shops for (issue 19), as a page's server HTML says it, so it shows without script: the
 * organization's name and logo, a way to choose another (Find a Fair) and one to stop (`/org/none/…`, spec §2).
 */
export function ShoppingFor({ site, organization, path }: { site: SiteId; organization: OrganizationBadge; path: string }) {
  return (
    <div role="region" aria-label="Shopping for" className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-brand/5 p-3 text-sm">
      {organization.logo && <img src={organization.logo} alt="" width={32} height={32} className="h-8 w-8 rounded-full object-cover" />}
      <p className="flex-1">
        Shopping for{' '}
        <strong data-testid="shopping-for" data-org={organization.org}>
          {organization.name}
        </strong>
        : every order earns it rewards.
      </p>
      <a href={sitePath(site, '/find-a-fair')} className="font-semibold text-brand underline">
        Shop for another
      </a>
      <a href={sitePath(site, `/org/none${path}`)} className="font-semibold text-brand underline">
        Stop shopping for {organization.name}
      </a>
    </div>
  );
}
