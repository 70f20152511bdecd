import { sitePath, type FeaturedOrganization as FeaturedOrganizationConfig, type SiteId } from '@/modules/regions';

/** A rate as staff set it: 5%, 7.5% (basis points allow two decimals). */
const percent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;

/**
 * Shopping for the featured organization: `/org/{slug}` selects it (spec §2) and opens the home page with it selected. A
 * plain link, so it works before (and without) the page's scripts.
 */
export function ShopForOrganizationLink({ site, organization, className }: { site: SiteId; organization: FeaturedOrganizationConfig; className: string }) {
  return (
    <a href={sitePath(site, `/org/${encodeURIComponent(organization.org_slug)}`)} className={className}>
      Shop for {organization.org_name}
    </a>
  );
}

/** The site's featured organization (spec §1, §3 site config) with its reward rates and a link to shop for it. */
export function FeaturedOrganization({ site, organization }: { site: SiteId; organization: FeaturedOrganizationConfig }) {
  return (
    <aside aria-labelledby="featured-org" data-org={organization.org_slug} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5">
      <p className="text-xs font-bold uppercase tracking-wider text-muted">Featured organization</p>
      <div className="mt-3 flex items-center gap-3">
        {organization.logo ? (
          <img src={organization.logo} alt="" width={56} height={56} className="h-14 w-14" />
        ) : (
          <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-paper font-serif text-2xl font-bold text-brand">
            {organization.org_name.slice(0, 1)}
          </span>
        )}
        <h2 id="featured-org" className="font-serif text-xl font-bold">
          {organization.org_name}
        </h2>
      </div>
      <p className="mt-3 text-sm text-muted">{organization.featuredOrgDescription}</p>
      <p className="mt-3 text-sm">
        Every order earns <strong data-value={organization.rewardRates.base}>{percent(organization.rewardRates.base)}</strong> in rewards, plus{' '}
        <strong data-value={organization.rewardRates.bookfair}>{percent(organization.rewardRates.bookfair)}</strong> more during their book fair.
      </p>
      <ShopForOrganizationLink
        site={site}
        organization={organization}
        className="mt-4 inline-block rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-dark"
      />
    </aside>
  );
}
