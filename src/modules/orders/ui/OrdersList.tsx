import { formatMoney } from '@/lib/money';
import { sitePath, SITES, type SiteId } from '@/modules/regions';
import { ORDER_STATUS_LABELS } from '../rules';
import type { OrderSummary } from '../types';

/** A customer's orders, newest first, each linking to its detail on the site it was placed on. */
export function OrdersList({ site, orders }: { site: SiteId; orders: OrderSummary[] }) {
  if (orders.length === 0) {
    return (
      <div className="rounded-xl bg-paper p-8 text-center">
        <p className="text-lg font-semibold">You have no orders yet.</p>
        <a href={sitePath(site, '/browse')} className="mt-4 inline-block rounded-full bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
          Start shopping
        </a>
      </div>
    );
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Your orders</caption>
      <thead className="border-b border-black/10 text-muted">
        <tr>
          <th scope="col" className="py-2">
            Order
          </th>
          <th scope="col">Placed</th>
          <th scope="col">Items</th>
          <th scope="col">Status</th>
          <th scope="col" className="text-right">
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-black/10">
        {orders.map((order) => (
          <tr key={order.number} data-testid="order-row">
            <td className="py-3">
              <a href={sitePath(order.site, `/account/orders/${order.number}`)} className="font-semibold text-brand underline">
                {order.number}
              </a>
            </td>
            <td>{new Intl.DateTimeFormat(SITES[order.site].locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(order.placedAt))}</td>
            <td>{order.itemCount}</td>
            <td>{ORDER_STATUS_LABELS[order.status]}</td>
            <td className="text-right font-semibold" data-value={order.totalCents / 100}>
              {formatMoney(order.totalCents, order.currency, SITES[order.site].locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
