import { AccountPage } from '@/modules/accounts/ui';
import { organizerPage } from '@/modules/organizations/pages.server';
import { organizationManagerView } from '@/modules/organizations/index.server';
import { OrganizationManager, OrganizationSwitcher } from '@/modules/organizations/ui/pages';
import { SITES } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

const PATH = '/account/details/organization';

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata('/account/details/organization', { title: 'Organization', noindex: true });

export default async function OrganizationManagerPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ manage?: string | string[] }>;
}) {
  const start = await organizerPage((await params).site, (await searchParams).manage, { path: PATH, title: 'Organization' });
  if (start.kind === 'not-linked') return start.page;
  const { site, viewer, organizations, current } = start;
  const view = await organizationManagerView(viewer.id, current.slug);
  return (
    <AccountPage site={site} viewer={viewer} current={PATH} title={view.name}>
      <OrganizationSwitcher site={site} path={PATH} organizations={organizations} current={current.slug} />
      <OrganizationManager
        key={view.slug}
        data={{
          ...view,
          locale: SITES[view.site].locale,
          viewerEmail: viewer.email ?? '',
          organizers: view.organizers.map((organizer) => ({ ...organizer, since: organizer.since.toISOString() })),
          openInvitations: view.openInvitations.map((invitation) => ({ ...invitation, expiresAt: invitation.expiresAt.toISOString() })),
        }}
      />
    </AccountPage>
  );
}
