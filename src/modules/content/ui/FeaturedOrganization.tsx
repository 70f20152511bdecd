import type { FeaturedOrganization as FeaturedOrganizationConfig } from '@/modules/regions';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The site's featured organization (spec §1, §3 site config) with its reward rates. */
export function FeaturedOrganization({ organization }: { organization: FeaturedOrganizationConfig }) {
  return (
    <aside aria-labelledby="featured-org" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5">
      <p className="text-xs font-bold uppercase tracking-wider text-muted">Featured organization</p>
      <div className="mt-3 flex items-center gap-3">
        <img src={organization.logo} alt="" width={56} height={56} className="h-14 w-14" />
        <h2 id="featured-org" className="font-serif text-xl font-bold">
          {organization.org_name}
        </h2>
      </div>
      <p className="mt-3 text-sm text-muted">{organization.featuredOrgDescription}</p>
      <p className="mt-3 text-sm">
        Every order earns <strong>{percent(organization.rewardRates.base)}</strong> in rewards, plus{' '}
        <strong>{percent(organization.rewardRates.bookfair)}</strong> more during their book fair.
      </p>
    </aside>
  );
}
