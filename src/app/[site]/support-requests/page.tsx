import { notFound } from 'next/navigation';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage } from '@/modules/accounts/ui';
import { isSiteId } from '@/modules/regions';
import { listSupportRequests } from '@/modules/support/index.server';
import { SupportRequestList } from '@/modules/support/ui/pages';
import { sitePageMetadata } from '@/modules/seo';

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata('/support-requests', { title: 'Support requests', noindex: true });

export default async function SupportRequests({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const viewer = await requireAccess('signed-in', site, '/support-requests');
  return (
    <AccountPage site={site} viewer={viewer} current="/support-requests" title="Support requests">
      <SupportRequestList site={site} requests={await listSupportRequests(viewer.id)} />
    </AccountPage>
  );
}
