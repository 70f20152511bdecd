import { SHIPPING_STATE_LABELS, type OrderView } from '@/modules/orders';
import { shopDateTime } from '../shop-time';

/** An order's shipping state and parcels as staff review them: units, carrier, tracking link, when and by whom. */
export function OrderShipmentList({ order, shippedBy, timeZone }: { order: OrderView; shippedBy: ReadonlyMap<number, string>; timeZone: string }) {
  const titleOf = (lineId: number) => order.lines.find((line) => line.id === lineId)?.title ?? `line ${lineId}`;
  return (
    <section aria-labelledby="order-shipments" className="mt-8">
      <h2 id="order-shipments" className="text-xl font-bold">
        Shipments
      </h2>
      <p className="mt-1 text-sm">
        Shipping:{' '}
        <strong data-testid="order-shipping-state" data-shipping-state={order.shippingState}>
          {SHIPPING_STATE_LABELS[order.shippingState]}
        </strong>
      </p>
      {order.shipments.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm" aria-label="Shipments">
          {order.shipments.map((shipment) => (
            <li key={shipment.id} data-testid="order-shipment">
              <time dateTime={shipment.shippedAt}>{shopDateTime(shipment.shippedAt, timeZone)}</time> · {shipment.carrierName}{' '}
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-brand underline">
                {shipment.trackingNumber}
              </a>{' '}
              · {shipment.lines.map((line) => `${line.quantity} × ${titleOf(line.lineId)}`).join(', ')}
              {shippedBy.get(shipment.id) ? ` · by ${shippedBy.get(shipment.id)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
