import { notFound } from 'next/navigation';
import { OrderLookup } from '@/modules/orders/ui/pages';
import { isSiteId, sitePath } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

export const generateMetadata = sitePageMetadata('/order-status', { title: 'Check an order', noindex: true });

export default async function OrderStatus({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold">Check an order</h1>
      <p className="mt-2 text-muted">
        Ordered without an account? Enter your order number and email. With an account,{' '}
        <a className="text-brand underline" href={sitePath(site, '/account/orders')}>
          see your orders
        </a>
        .
      </p>
      <div className="mt-6">
        <OrderLookup />
      </div>
    </div>
  );
}
