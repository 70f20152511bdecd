import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage } from '@/modules/accounts/ui';
import { organizationManagerView, organizationsOf } from '@/modules/organizations/index.server';
import { OrganizationManager } from '@/modules/organizations/ui/OrganizationManager';
import { OrganizationSwitcher } from '@/modules/organizations/ui/OrganizationSwitcher';
import { isSiteId, SITES } from '@/modules/regions';

const PATH = '/account/details/organization';

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Organization', robots: { index: false } };

export default async function OrganizationManagerPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ manage?: string | string[] }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const { manage } = await searchParams;
  const viewer = await requireAccess('organizer', site, PATH);
  const organizations = await organizationsOf(viewer.id);
  // Only the viewer's own organizations can be picked: any other slug is a 404, like the API's.
  const current = typeof manage === 'string' ? organizations.find((organization) => organization.slug === manage) : organizations[0];
  if (manage !== undefined && !current) notFound();
  if (!current) {
    return (
      <AccountPage site={site} viewer={viewer} current={PATH} title="Organization">
        <p>You are not linked to an organization yet. Ask an organizer of your school to invite you, or contact support.</p>
      </AccountPage>
    );
  }
  const view = await organizationManagerView(viewer.id, current.slug);
  return (
    <AccountPage site={site} viewer={viewer} current={PATH} title={view.name}>
      <OrganizationSwitcher site={site} path={PATH} organizations={organizations} current={current.slug} />
      <OrganizationManager
        key={view.slug}
        data={{
          ...view,
          locale: SITES[view.site].locale,
          organizers: view.organizers.map((organizer) => ({ ...organizer, since: organizer.since.toISOString() })),
          openInvitations: view.openInvitations.map((invitation) => ({ ...invitation, expiresAt: invitation.expiresAt.toISOString() })),
        }}
      />
    </AccountPage>
  );
}
