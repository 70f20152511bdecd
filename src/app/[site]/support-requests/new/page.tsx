import { notFound } from 'next/navigation';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage } from '@/modules/accounts/ui';
import { isSiteId } from '@/modules/regions';
import { isSupportTopicId } from '@/modules/support';
import { listOrderChoices } from '@/modules/support/index.server';
import { NewSupportRequestForm } from '@/modules/support/ui/pages';
import { sitePageMetadata } from '@/modules/seo';

export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata('/support-requests/new', { title: 'New support request', noindex: true });

export default async function NewSupportRequest({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ topic?: string | string[] }>;
}) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const { topic } = await searchParams;
  // An unknown topic in the link is ignored: the customer then picks one.
  const initialTopic = isSupportTopicId(topic) ? topic : null;
  const viewer = await requireAccess('signed-in', site, initialTopic ? `/support-requests/new?topic=${initialTopic}` : '/support-requests/new');
  return (
    <AccountPage site={site} viewer={viewer} current="/support-requests" title="New support request">
      <NewSupportRequestForm site={site} initialTopic={initialTopic} orders={await listOrderChoices(viewer.id)} />
    </AccountPage>
  );
}
