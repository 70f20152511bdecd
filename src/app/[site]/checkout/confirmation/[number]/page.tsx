import { notFound } from 'next/navigation';
import { centsToDecimal } from '@/lib/money';
import { currentViewer } from '@/modules/accounts/next.server';
import { orderOf } from '@/modules/orders/index.server';
import { AfterPurchase, OrderDetails } from '@/modules/orders/ui';
import { isSiteId, sitePath } from '@/modules/regions';
import { sitePageMetadata } from '@/modules/seo';

export const dynamic = 'force-dynamic';
export const generateMetadata = sitePageMetadata(({ number }: { site: string; number: string }) => `/checkout/confirmation/${encodeURIComponent(number)}`, {
  title: 'Thank you for your order',
  noindex: true,
});

/** Only the session that placed the order sees it here; anyone else gets a 404. */
export default async function Confirmation({ params }: { params: Promise<{ site: string; number: string }> }) {
  const { site, number } = await params;
  if (!isSiteId(site)) notFound();
  const viewer = await currentViewer();
  const order = viewer ? await orderOf(viewer.id, number) : null;
  if (!order) notFound();
  const paid = order.status !== 'pending_payment' && order.status !== 'payment_failed';
  return (
    <div className="space-y-6">
      <div className="rounded-xl bg-green-50 p-6">
        <h1 className="font-serif text-3xl font-bold">
          {paid ? 'Thank you for your order!' : order.status === 'payment_failed' ? 'Your payment did not go through' : 'We are confirming your payment'}
        </h1>
        <p className="mt-2">
          Order <strong data-testid="confirmation-number">{order.number}</strong>
          {paid
            ? `: a confirmation is on its way to ${order.email}.`
            : order.status === 'pending_payment'
              ? ': this page shows the order as soon as the payment is confirmed. Reload it in a moment.'
              : '. Nothing was charged; your items are back on sale.'}
        </p>
        {viewer?.role === 'guest' ? (
          <p className="mt-2 text-sm">
            Keep your order number: with it and your email you can{' '}
            <a href={sitePath(site, '/order-status')} className="font-semibold text-brand underline">
              check your order
            </a>{' '}
            any time, or{' '}
            <a href={sitePath(site, '/account/create')} className="font-semibold text-brand underline">
              create an account
            </a>{' '}
            to see all your orders.
          </p>
        ) : (
          <p className="mt-2 text-sm">
            <a href={sitePath(site, '/account/orders')} className="font-semibold text-brand underline">
              See all your orders
            </a>
          </p>
        )}
      </div>
      <OrderDetails order={order} />
      {paid && (
        <AfterPurchase
          site={order.site}
          purchase={{
            currency: order.currency,
            transaction_id: order.number,
            value: centsToDecimal(order.totalCents),
            tax: centsToDecimal(order.taxCents),
            shipping: centsToDecimal(order.shippingCents),
            items: order.lines.map((line) => ({ item_id: line.sku, item_name: line.title, price: centsToDecimal(line.unitCents), quantity: line.quantity })),
          }}
        />
      )}
    </div>
  );
}
