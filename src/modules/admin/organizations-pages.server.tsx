import 'server-only';
import { notFound } from 'next/navigation';
import { getDb } from '@/db';
import { localDateOf } from '@/lib/local-time';
import { formatMoney } from '@/lib/money';
import { SITES, sitePath, type SiteId } from '@/modules/regions';
import { historyOf } from './audit.server';
import { BackOffice, ChangeHistory, first, metadata, staffOnly, type PageProps } from './back-office.server';
import { ORGANIZATION_STATUSES, organizationQuerySchema, percentText, type OrganizationStatus } from './organization-rules';
import { featuredOverview, findOrganizationsForAdmin, organizationForAdmin } from './organizations.server';
import { OrganizationActions } from './ui/OrganizationActions';
import { OrganizationRegistration } from './ui/OrganizationRegistration';
import { OrganizationTimeZone } from './ui/OrganizationTimeZone';

const STATUS_LABELS: Record<OrganizationStatus, string> = { pending: 'Pending approval', active: 'Active', suspended: 'Suspended' };
const day = (iso: string) => iso.slice(0, 10);
const rates = (base: number, bookfair: number) => `${percentText(base)}% / ${percentText(bookfair)}%`;

export const organizationPages = {
  list: {
    generateMetadata: metadata('Organizations', '/admin/organizations'),
    async Page({ params, searchParams }: PageProps) {
      const search = await searchParams;
      const parsed = organizationQuerySchema.safeParse({ q: first(search.q)?.slice(0, 100) ?? '', status: first(search.status) || undefined });
      const query = parsed.success ? parsed.data : { q: '' };
      const path = `/admin/organizations${query.q || query.status ? `?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ...(query.status ? { status: query.status } : {}) })}` : ''}`;
      const { site } = await staffOnly((await params).site, path);
      const [found, featured] = await Promise.all([findOrganizationsForAdmin(query), featuredOverview()]);
      const link = (slug: string) => sitePath(site, `/admin/organizations/${slug}`);
      return (
        <BackOffice site={site} title="Organizations">
          <section aria-labelledby="featured-heading" className="mb-8">
            <h2 id="featured-heading" className="text-xl font-bold">
              Featured organizations
            </h2>
            <p className="text-sm text-muted">Shown on each site&apos;s home and help pages. Open an active organization to feature it on its site.</p>
            <ul className="mt-2 space-y-1">
              {featured.map((entry) => (
                <li key={entry.site}>
                  {SITES[entry.site].countryName} site:{' '}
                  {entry.organization ? (
                    <a href={link(entry.organization.slug)} className="font-semibold text-brand underline">
                      {entry.organization.name}
                    </a>
                  ) : (
                    'the default of the site config'
                  )}
                  {entry.history[0] && (
                    <span className="text-sm text-muted">
                      {' '}
                      (chosen by {entry.history[0].actorEmail} on {day(entry.history[0].at)})
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="register-heading" className="mb-8">
            <h2 id="register-heading" className="text-xl font-bold">
              Register an organization
            </h2>
            <p className="text-sm text-muted">
              For a school or library that applied by phone or mail. Its first organizer joins at once if they have an account, or is emailed an invitation.
              Applications made on the site are under{' '}
              <a href={sitePath(site, '/admin/applications')} className="text-brand underline">
                Applications to host
              </a>
              .
            </p>
            <div className="mt-3">
              <OrganizationRegistration site={site} />
            </div>
          </section>
          <form
            role="search"
            aria-label="Find organizations"
            action={sitePath(site, '/admin/organizations')}
            className="flex max-w-2xl flex-wrap items-end gap-2"
          >
            <div className="flex-1">
              <label htmlFor="admin-organizations-q" className="block text-sm font-semibold">
                Name, city or postal code
              </label>
              <input
                id="admin-organizations-q"
                name="q"
                defaultValue={query.q}
                maxLength={100}
                className="mt-1 block w-full rounded-md border border-black/20 px-3 py-2"
              />
            </div>
            <div>
              <label htmlFor="admin-organizations-status" className="block text-sm font-semibold">
                Status
              </label>
              <select
                id="admin-organizations-status"
                name="status"
                defaultValue={query.status ?? ''}
                className="mt-1 block rounded-md border border-black/20 px-3 py-2"
              >
                <option value="">Any</option>
                {ORGANIZATION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white">
              Find
            </button>
          </form>
          {!parsed.success && (
            <p role="alert" className="mt-4 text-red-800">
              {parsed.error.issues.map((issue) => issue.message).join(' ')}
            </p>
          )}
          {found.length === 0 ? (
            <p className="mt-6 text-muted" role="status">
              No organization matches.
            </p>
          ) : (
            <table className="mt-6 w-full text-left text-sm" aria-label="Organizations found">
              <thead>
                <tr className="border-b">
                  <th className="py-2">Name</th>
                  <th>Site</th>
                  <th>City</th>
                  <th>Postal code</th>
                  <th>Status</th>
                  <th>Rewards (base / fair)</th>
                </tr>
              </thead>
              <tbody>
                {found.map((organization) => (
                  <tr key={organization.slug} className="border-b border-black/10" data-org={organization.slug}>
                    <td className="py-2">
                      <a href={link(organization.slug)} className="font-semibold text-brand underline">
                        {organization.name}
                      </a>
                      {organization.featured && <span className="ml-2 text-xs font-bold uppercase text-muted">featured</span>}
                    </td>
                    <td>{SITES[organization.site].countryName}</td>
                    <td>{[organization.city, organization.region].filter(Boolean).join(', ')}</td>
                    <td>{organization.postalCode}</td>
                    <td>{STATUS_LABELS[organization.status]}</td>
                    <td>{rates(organization.baseRewardBp, organization.bookfairRewardBp)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </BackOffice>
      );
    },
  },
  detail: {
    generateMetadata: metadata(
      'Organization',
      ({ slug }: { site: string; slug: string }) => `/admin/organizations/${encodeURIComponent(decodeURIComponent(slug))}`,
    ),
    async Page({ params }: { params: Promise<{ site: string; slug: string }> }) {
      const { site: siteParam, slug: rawSlug } = await params;
      const slug = decodeURIComponent(rawSlug);
      const { site } = await staffOnly(siteParam, `/admin/organizations/${encodeURIComponent(slug)}`);
      const organization = await organizationForAdmin(slug);
      if (!organization) notFound();
      const history = await historyOf(await getDb(), 'organization', slug);
      const home = SITES[organization.site as SiteId];
      const money = (cents: number) => formatMoney(cents, organization.rewards.currency, home.locale);
      return (
        <BackOffice site={site} title={organization.name}>
          <p className="text-sm">
            <a href={sitePath(site, '/admin/organizations')} className="text-brand underline">
              All organizations
            </a>
          </p>
          <dl className="mt-4 grid max-w-3xl grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm" aria-label="Organization">
            <dt className="font-semibold">Status</dt>
            <dd data-testid="organization-status" data-value={organization.status}>
              {STATUS_LABELS[organization.status]}
            </dd>
            <dt className="font-semibold">Short name</dt>
            <dd>{organization.slug}</dd>
            <dt className="font-semibold">Site</dt>
            <dd>{home.countryName}</dd>
            <dt className="font-semibold">Address</dt>
            <dd>{[organization.addressLine1, organization.city, organization.region, organization.postalCode].filter(Boolean).join(', ') || 'none yet'}</dd>
            <dt className="font-semibold">Reward rates</dt>
            <dd data-testid="reward-rates" data-value={`${organization.baseRewardBp}/${organization.bookfairRewardBp}`}>
              {percentText(organization.baseRewardBp)}% on every order, {percentText(organization.bookfairRewardBp)}% more during a fair
            </dd>
            <dt className="font-semibold">Time zone</dt>
            <dd data-testid="time-zone">{organization.timeZone}</dd>
            <dt className="font-semibold">Registered</dt>
            <dd>{day(organization.createdAt)}</dd>
          </dl>
          <OrganizationActions
            slug={organization.slug}
            name={organization.name}
            site={organization.site}
            siteName={home.countryName}
            status={organization.status}
            baseRewardBp={organization.baseRewardBp}
            bookfairRewardBp={organization.bookfairRewardBp}
            featured={organization.featured}
          />
          <OrganizationTimeZone slug={organization.slug} timeZone={organization.timeZone} />
          <section aria-labelledby="rewards-heading" className="mt-8">
            <h2 id="rewards-heading" className="text-xl font-bold">
              Rewards balance
            </h2>
            <dl className="mt-2 grid max-w-md grid-cols-2 gap-y-1 text-sm">
              <dt>Base rewards</dt>
              <dd data-value={organization.rewards.baseCents}>{money(organization.rewards.baseCents)}</dd>
              <dt>Book fair rewards</dt>
              <dd data-value={organization.rewards.bookfairCents}>{money(organization.rewards.bookfairCents)}</dd>
              <dt className="font-semibold">Total</dt>
              <dd className="font-semibold" data-value={organization.rewards.totalCents}>
                {money(organization.rewards.totalCents)}
              </dd>
              <dt>Orders that earned them</dt>
              <dd>{organization.rewards.orders}</dd>
            </dl>
          </section>
          <section aria-labelledby="members-heading" className="mt-8">
            <h2 id="members-heading" className="text-xl font-bold">
              Organizers
            </h2>
            {organization.members.length === 0 ? (
              <p className="mt-2 text-muted">No organizer yet.</p>
            ) : (
              <table className="mt-2 w-full max-w-3xl text-left text-sm" aria-label="Organizers">
                <thead>
                  <tr className="border-b">
                    <th className="py-2">Name</th>
                    <th>Email</th>
                    <th>Since</th>
                  </tr>
                </thead>
                <tbody>
                  {organization.members.map((member) => (
                    <tr key={member.email} className="border-b border-black/10">
                      <td className="py-2">{member.name}</td>
                      <td>{member.email}</td>
                      <td>{day(member.since)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-labelledby="fairs-heading" className="mt-8">
            <h2 id="fairs-heading" className="text-xl font-bold">
              Book fairs
            </h2>
            {organization.fairs.length === 0 ? (
              <p className="mt-2 text-muted">No fair yet.</p>
            ) : (
              <table className="mt-2 w-full max-w-3xl text-left text-sm" aria-label="Book fairs">
                <thead>
                  <tr className="border-b">
                    <th className="py-2">Fair</th>
                    <th>Dates</th>
                    <th>Status</th>
                  </tr>
                </thead>
                <tbody>
                  {organization.fairs.map((fair) => (
                    <tr key={fair.id} className="border-b border-black/10">
                      <td className="py-2">{fair.name}</td>
                      <td>
                        {localDateOf(new Date(fair.startsAt), organization.timeZone)} to{' '}
                        {localDateOf(new Date(Date.parse(fair.endsAt) - 1), organization.timeZone)}
                      </td>
                      <td>{fair.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <ChangeHistory entries={history} />
        </BackOffice>
      );
    },
  },
};
