import { formatMoney } from '@/lib/money';
import { designOf } from '@/modules/giftcards';
import { SITES } from '@/modules/regions';
import { ORDER_STATUS_LABELS, ORDER_TIMELINE, type OrderStatus } from '../rules';
import type { OrderView } from '../types';
import { OrderShipments } from './OrderShipments';

const dateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';

/** Where the order is on its way: the usual steps done or to come, plus what happened outside them (refunds…). */
function Timeline({ order }: { order: OrderView }) {
  const locale = SITES[order.site].locale;
  const reached = new Map(order.timeline.map((event) => [event.status, event]));
  const extra = order.timeline.filter((event) => !ORDER_TIMELINE.includes(event.status));
  return (
    <ol className="space-y-2" aria-label="Order status">
      {ORDER_TIMELINE.map((status: OrderStatus) => {
        const event = reached.get(status);
        return (
          <li key={status} className="flex items-start gap-3" data-status={status} data-reached={event ? 'true' : 'false'}>
            <span aria-hidden className={`mt-1 size-3 shrink-0 rounded-full ${event ? 'bg-green-700' : 'border border-black/30'}`} />
            <span>
              <span className={event ? 'font-semibold' : 'text-muted'}>{ORDER_STATUS_LABELS[status]}</span>
              {event && (
                <span className="block text-sm text-muted">
                  {dateTime(event.at, locale)}
                  {event.note ? ` · ${event.note}` : ''}
                </span>
              )}
            </span>
          </li>
        );
      })}
      {extra.map((event) => (
        <li key={`${event.status}-${event.at}`} className="flex items-start gap-3" data-status={event.status} data-reached="true">
          <span aria-hidden className="mt-1 size-3 shrink-0 rounded-full bg-amber-600" />
          <span>
            <span className="font-semibold">{ORDER_STATUS_LABELS[event.status]}</span>
            <span className="block text-sm text-muted">
              {dateTime(event.at, locale)}
              {event.note ? ` · ${event.note}` : ''}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** An order in full: status timeline, lines, totals, shipping and payment (server-rendered). */
export function OrderDetails({ order }: { order: OrderView }) {
  const { locale } = SITES[order.site];
  const money = (cents: number) => formatMoney(cents, order.currency, locale);
  const rows: Array<{ label: string; cents: number; testId: string; strong?: boolean }> = [
    { label: 'Items', cents: order.itemsCents, testId: 'order-items' },
    ...order.discounts.map((discount) => ({ label: discount.label, cents: -discount.cents, testId: 'order-discount' })),
    { label: 'Shipping', cents: order.shippingCents, testId: 'order-shipping' },
    ...order.taxLines.map((tax) => ({ label: tax.label, cents: tax.cents, testId: 'order-tax' })),
    { label: 'Total', cents: order.totalCents, testId: 'order-total', strong: true },
    ...(order.giftCardCents > 0 ? [{ label: 'Paid by gift card', cents: -order.giftCardCents, testId: 'order-gift-cards' }] : []),
    {
      label: order.payment?.cardLast4 ? `Charged to ${order.payment.cardBrand ?? 'card'} ending ${order.payment.cardLast4}` : 'Charged to card',
      cents: order.amountDueCents,
      testId: 'order-amount-due',
    },
    ...(order.refundedCents > 0 ? [{ label: 'Refunded', cents: -order.refundedCents, testId: 'order-refunded' }] : []),
  ];
  const address = order.shippingAddress;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]" data-order-number={order.number}>
      <div className="space-y-8">
        <section aria-labelledby="order-lines-heading">
          <h2 id="order-lines-heading" className="text-xl font-bold">
            Items
          </h2>
          <ul className="mt-2 divide-y divide-black/10">
            {order.lines.map((line) => (
              <li key={line.id} className="flex items-center gap-4 py-3" data-testid="order-line" data-sku={line.sku}>
                {line.kind === 'gift_card' && line.eCard ? (
                  <img src={designOf(line.eCard.style).imageUrl} alt="" width={72} height={43} className="h-11 w-18 rounded object-cover" />
                ) : null}
                <div className="flex-1">
                  <p className="font-semibold">{line.title}</p>
                  <p className="text-sm text-muted">
                    {line.kind === 'gift_card' && line.eCard ? `To ${line.eCard.giftToEmail}, from ${line.eCard.giftFrom}` : `${line.format} · ${line.sku}`}
                    {line.refundedQuantity > 0 && <span className="ml-2 font-semibold text-amber-800">{line.refundedQuantity} refunded</span>}
                  </p>
                </div>
                <p className="text-right">
                  <span className="block font-semibold" data-value={(line.unitCents * line.quantity) / 100}>
                    {money(line.unitCents * line.quantity)}
                  </span>
                  <span className="text-sm text-muted">
                    {line.quantity} × {money(line.unitCents)}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="order-status-heading">
          <h2 id="order-status-heading" className="mb-3 text-xl font-bold">
            Status: <span data-testid="order-status">{ORDER_STATUS_LABELS[order.status]}</span>
          </h2>
          <Timeline order={order} />
        </section>
        <OrderShipments order={order} />
      </div>
      <aside className="h-fit space-y-6 rounded-xl border border-black/10 p-5">
        <dl className="space-y-1 text-sm">
          {rows.map((row) => (
            <div
              key={`${row.testId}-${row.label}`}
              className={`flex justify-between gap-3 ${row.strong ? 'border-t border-black/10 pt-2 text-base font-bold' : ''}`}
            >
              <dt>{row.label}</dt>
              <dd data-testid={row.testId} data-value={row.cents / 100}>
                {row.cents < 0 ? `−${money(-row.cents)}` : money(row.cents)}
              </dd>
            </div>
          ))}
        </dl>
        <div className="text-sm">
          <h2 className="font-bold">Shipping</h2>
          {order.shippingMethod === 'fair' && order.organization ? (
            <p>To {order.organization.name}, with its book fair</p>
          ) : order.shippingMethod === 'none' ? (
            <p>Nothing to ship: eCards are emailed.</p>
          ) : (
            <p>Standard shipping</p>
          )}
          {address && (
            <address className="mt-1 not-italic text-muted">
              {address.fullName}
              <br />
              {address.line1}
              {address.line2 && (
                <>
                  <br />
                  {address.line2}
                </>
              )}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
          )}
        </div>
        {order.organization && <p className="text-sm">Rewards go to {order.organization.name}.</p>}
      </aside>
    </div>
  );
}
