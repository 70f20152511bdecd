import { notFound } from 'next/navigation';
import { requireAccess } from '@/modules/accounts/next.server';
import { AccountPage } from '@/modules/accounts/ui';
import { orderOf } from '@/modules/orders/index.server';
import { OrderDetails } from '@/modules/orders/ui';
import { isSiteId } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata(({ number }: { site: string; number: string }) => `/account/orders/${encodeURIComponent(number)}`, {
  title: 'Order details',
  noindex: true,
});

/** A customer's own order; another person's number is a 404, never a hint that it exists. */
export default async function OrderPage({ params }: { params: Promise<{ site: string; number: string }> }) {
  const { site, number } = await params;
  if (!isSiteId(site)) notFound();
  const viewer = await requireAccess('signed-in', site, `/account/orders/${number}`);
  const order = await orderOf(viewer.id, number);
  if (!order) notFound();
  return (
    <AccountPage site={site} viewer={viewer} current="/account/orders" title={`Order ${order.number}`}>
      <OrderDetails order={order} />
    </AccountPage>
  );
}
