import { SHIPPING_STATE_LABELS } from '../fulfilment';
import type { OrderView } from '../types';

/** The parcels of an order with their tracking links, for the customer's order page (server-rendered). */
export function OrderShipments({ order }: { order: OrderView }) {
  if (order.shipments.length === 0) return null;
  const titleOf = (lineId: number) => order.lines.find((line) => line.id === lineId)?.title ?? 'An item';
  return (
    <section aria-labelledby="order-shipments-heading">
      <h2 id="order-shipments-heading" className="text-xl font-bold">
        Shipments: <span data-testid="order-shipping-state">{SHIPPING_STATE_LABELS[order.shippingState]}</span>
      </h2>
      <ul className="mt-2 space-y-3" aria-label="Shipments">
        {order.shipments.map((shipment) => (
          <li key={shipment.id} className="rounded-lg border border-black/10 p-3 text-sm" data-testid="order-shipment">
            <p>
              <time dateTime={shipment.shippedAt}>{shipment.shippedAt.slice(0, 10)}</time> · {shipment.carrierName}{' '}
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand underline">
                Track {shipment.trackingNumber}
              </a>
            </p>
            <ul className="mt-1 text-muted">
              {shipment.lines.map((line) => (
                <li key={line.lineId}>
                  {line.quantity} × {titleOf(line.lineId)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
