import { notFound } from 'next/navigation';
import { NotFoundError } from '@/lib/errors';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage } from '@/modules/accounts/ui';
import { isSiteId } from '@/modules/regions';
import { getSupportRequest } from '@/modules/support/index.server';
import { SupportConversation } from '@/modules/support/ui/pages';
import { sitePageMetadata } from '@/modules/seo';

export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata(({ id }: { site: string; id: string }) => `/support-requests/${encodeURIComponent(id)}`, {
  title: 'Support request',
  noindex: true,
});

export default async function SupportRequest({ params }: { params: Promise<{ site: string; id: string }> }) {
  const { site, id } = await params;
  if (!isSiteId(site) || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  const viewer = await requireAccess('signed-in', site, `/support-requests/${id}`);
  // Another customer's request is not found, exactly like a missing one.
  const request = await getSupportRequest(viewer.id, Number(id)).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  return (
    <AccountPage site={site} viewer={viewer} current="/support-requests" title="Support request">
      <SupportConversation site={site} request={request} />
    </AccountPage>
  );
}
