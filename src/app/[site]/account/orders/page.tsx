import { notFound } from 'next/navigation';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage } from '@/modules/accounts/ui';
import { ordersOf } from '@/modules/orders/index.server';
import { OrdersList } from '@/modules/orders/ui';
import { isSiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata('/account/orders', { title: 'Your orders', noindex: true });

export default async function Orders({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  const viewer = await requireAccess('signed-in', site, '/account/orders');
  return (
    <AccountPage site={site} viewer={viewer} current="/account/orders" title="Orders">
      <OrdersList site={site} orders={await ordersOf(viewer.id)} />
    </AccountPage>
  );
}
