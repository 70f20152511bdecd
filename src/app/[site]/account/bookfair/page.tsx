import { notFound } from 'next/navigation';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage } from '@/modules/accounts/ui';
import { managedOrganization, NotLinkedToOrganization } from '@/modules/organizations/pages.server';
import { fairsView, organizationsOf, qrCodeSvg } from '@/modules/organizations/index.server';
import { BookFairManager } from '@/modules/organizations/ui/BookFairManager';
import { OrganizationSwitcher } from '@/modules/organizations/ui/OrganizationSwitcher';
import { ShopLink } from '@/modules/organizations/ui/ShopLink';
import { isSiteId, SITES } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

const PATH = '/account/bookfair';

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata('/account/bookfair', { title: 'Book Fair Manager', noindex: true });

export default async function BookFairManagerPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ manage?: string | string[] }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const { manage } = await searchParams;
  const viewer = await requireAccess('organizer', site, PATH);
  const organizations = await organizationsOf(viewer.id);
  const current = managedOrganization(organizations, manage);
  if (!current) {
    return (
      <AccountPage site={site} viewer={viewer} current={PATH} title="Book Fair Manager">
        <NotLinkedToOrganization />
      </AccountPage>
    );
  }
  const view = await fairsView(viewer.id, current.slug);
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
          fairs={view.fairs}
        />
      </div>
    </AccountPage>
  );
}
