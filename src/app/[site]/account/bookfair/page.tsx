import { AccountPage } from '@/modules/accounts/ui';
import { organizerPage } from '@/modules/organizations/pages.server';
import { organizationSales } from '@/modules/orders/index.server';
import { fairsView, qrCodeSvg } from '@/modules/organizations/index.server';
import { BookFairManager, OrganizationSwitcher, ShopLink } from '@/modules/organizations/ui/pages';
import { SITES } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

const PATH = '/account/bookfair';

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata('/account/bookfair', { title: 'Book Fair Manager', noindex: true });

export default async function BookFairManagerPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ manage?: string | string[] }>;
}) {
  const start = await organizerPage((await params).site, (await searchParams).manage, { path: PATH, title: 'Book Fair Manager' });
  if (start.kind === 'not-linked') return start.page;
  const { site, viewer, organizations, current } = start;
  const view = await fairsView(viewer.id, current.slug, organizationSales);
  return (
    <AccountPage site={site} viewer={viewer} current={PATH} title="Book Fair Manager">
      <OrganizationSwitcher site={site} path={PATH} organizations={organizations} current={current.slug} />
      <p className="mb-6 text-muted">Fairs of {view.organization.name}: plan them, schedule them for families, and follow their goals.</p>
      <div className="space-y-8">
        <ShopLink url={view.shopUrl} qrCodeSvg={await qrCodeSvg(view.shopUrl)} />
        <BookFairManager
          key={view.organization.slug}
          slug={view.organization.slug}
          currency={view.organization.currency}
          locale={SITES[view.organization.site].locale}
          timeZone={view.organization.timeZone}
          fairs={view.fairs}
        />
      </div>
    </AccountPage>
  );
}
