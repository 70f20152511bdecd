import 'server-only';
import { notFound } from 'next/navigation';
import type { Currency } from '@/lib/money';
import { ORDER_STATUS_LABELS, SHIPPABLE_STATUSES, SHIPPING_STATE_LABELS, SHIPPING_STATES, unitsToShip } from '@/modules/orders';
import { SITES, sitePath, type SiteId } from '@/modules/regions';
import { BackOffice, ChangeHistory, first, metadata, staffOnly, type PageProps } from './back-office.server';
import { giftCardForAdmin, giftCardHistory } from './gift-cards.server';
import { ADMIN_ORDERS_LIMIT, orderNumberParam, orderSearchSchema, ORDER_STATUSES } from './order-rules';
import { fairsToFilterOn, findOrdersForAdmin, orderForAdmin } from './orders.server';
import { SHOP_TIME_ZONES, shopDateTime } from './shop-time';
import { staffMoney } from './staff-money';
import { OrderListFilters } from './ui/OrderListFilters';
import { GiftCardActions } from './ui/GiftCardActions';
import { GiftCardLookup } from './ui/GiftCardLookup';
import { OrderActions } from './ui/OrderActions';
import { OrderShipmentList } from './ui/OrderShipmentList';
import { ShipmentActions } from './ui/ShipmentActions';

const money = staffMoney;
/** An instant on the shop's clock (decision 013), as staff read every time in the back office. */
const when = (iso: string, site: SiteId) => shopDateTime(iso, SHOP_TIME_ZONES[site]);
/** An amount with its cents for tests and scripts, as every price on the shop's pages. */
const Money = ({ cents, currency, testId }: { cents: number; currency: Currency; testId?: string }) => (
  <span data-value={cents} data-testid={testId}>
    {money(cents, currency)}
  </span>
);
const cell = 'py-2 pr-3';

export const adminOrderPages = {
  orders: {
    generateMetadata: metadata('Orders', '/admin/orders'),
    async Page({ params, searchParams }: PageProps) {
      const query = await searchParams;
      const typed = {
        q: first(query.q)?.slice(0, 100) ?? '',
        status: first(query.status) ?? '',
        site: first(query.site) ?? '',
        organization: first(query.organization)?.slice(0, 100) ?? '',
        fair: first(query.fair) ?? '',
        shipping: first(query.shipping) ?? '',
        fulfilment: first(query.fulfilment) ?? '',
      };
      const parsed = orderSearchSchema.safeParse(typed);
      const search = parsed.success ? parsed.data : orderSearchSchema.parse({ q: typed.q.trim() });
      const address = new URLSearchParams(Object.entries(search).filter(([, value]) => value)).toString();
      const { site } = await staffOnly((await params).site, `/admin/orders${address ? `?${address}` : ''}`);
      const [found, fairs] = await Promise.all([findOrdersForAdmin(search), fairsToFilterOn(search.organization)]);
      return (
        <BackOffice site={site} title="Orders">
          <form role="search" aria-label="Find orders" action={sitePath(site, '/admin/orders')} className="flex flex-wrap items-end gap-3">
            <label className="block text-sm font-semibold">
              Order number or customer email
              <input name="q" defaultValue={search.q} maxLength={100} className="mt-1 block w-72 rounded-md border border-black/20 px-3 py-2 font-normal" />
            </label>
            <label className="block text-sm font-semibold">
              Status
              <select name="status" defaultValue={search.status} className="mt-1 block rounded-md border border-black/20 px-3 py-2 font-normal">
                <option value="">Any status</option>
                {ORDER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {ORDER_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-semibold">
              Site
              <select name="site" defaultValue={search.site} className="mt-1 block rounded-md border border-black/20 px-3 py-2 font-normal">
                <option value="">Both sites</option>
                <option value="us">United States (USD)</option>
                <option value="ca">Canada (CAD)</option>
              </select>
            </label>
            <OrderListFilters search={search} fairs={fairs} />
            <label className="block text-sm font-semibold">
              Shipping state
              <select name="fulfilment" defaultValue={search.fulfilment} className="mt-1 block rounded-md border border-black/20 px-3 py-2 font-normal">
                <option value="">Any shipping state</option>
                {SHIPPING_STATES.map((state) => (
                  <option key={state} value={state}>
                    {SHIPPING_STATE_LABELS[state]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="rounded-full bg-brand px-5 py-2.5 font-semibold text-white">
              Find orders
            </button>
          </form>
          {!parsed.success && (
            <p role="alert" className="mt-4 text-red-800">
              {parsed.error.issues[0]?.message}
            </p>
          )}
          {found.length === 0 ? (
            <p className="mt-6 text-muted" role="status">
              No order matches.
            </p>
          ) : (
            <>
              <p className="mt-6 text-sm text-muted">
                The newest {found.length === ADMIN_ORDERS_LIMIT ? `${ADMIN_ORDERS_LIMIT} (narrow the search to see older ones)` : found.length}.
              </p>
              <table className="mt-2 w-full text-left text-sm" aria-label="Orders found">
                <thead>
                  <tr className="border-b">
                    <th className={cell}>Order</th>
                    <th className={cell}>Placed</th>
                    <th className={cell}>Customer</th>
                    <th className={cell}>Site</th>
                    <th className={cell}>Status</th>
                    <th className={cell}>Shipping</th>
                    <th className={`${cell} text-right`}>Items</th>
                    <th className={`${cell} text-right`}>Total</th>
                    <th className={`${cell} text-right`}>Refunded</th>
                  </tr>
                </thead>
                <tbody>
                  {found.map((order) => (
                    <tr key={order.number} className="border-b border-black/10">
                      <td className={cell}>
                        <a href={sitePath(site, `/admin/orders/${order.number}`)} className="font-semibold text-brand underline">
                          {order.number}
                        </a>
                      </td>
                      <td className={cell}>
                        <time dateTime={order.placedAt}>{when(order.placedAt, site)}</time>
                      </td>
                      <td className={cell}>{order.email}</td>
                      <td className={cell}>{order.site.toUpperCase()}</td>
                      <td className={cell} data-status={order.status}>
                        {ORDER_STATUS_LABELS[order.status]}
                      </td>
                      <td className={cell} data-shipping-state={order.shippingState}>
                        {SHIPPING_STATE_LABELS[order.shippingState]}
                      </td>
                      <td className={`${cell} text-right`}>{order.itemCount}</td>
                      <td className={`${cell} text-right`}>
                        <Money cents={order.totalCents} currency={order.currency} />
                      </td>
                      <td className={`${cell} text-right`}>
                        <Money cents={order.refundedCents} currency={order.currency} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </BackOffice>
      );
    },
  },
  order: {
    generateMetadata: metadata('Order', ({ number }: { site: string; number: string }) => `/admin/orders/${encodeURIComponent(decodeURIComponent(number))}`),
    async Page({ params }: { params: Promise<{ site: string; number: string }> }) {
      const { site: siteParam, number: rawNumber } = await params;
      const { site } = await staffOnly(siteParam, `/admin/orders/${encodeURIComponent(decodeURIComponent(rawNumber))}`);
      const number = orderNumberParam.safeParse(decodeURIComponent(rawNumber));
      const found = number.success ? await orderForAdmin(number.data) : null;
      if (!found) notFound();
      return <OrderDetail site={site} found={found} />;
    },
  },
  giftCards: {
    generateMetadata: metadata('Gift cards', '/admin/gift-cards'),
    async Page({ params }: Omit<PageProps, 'searchParams'>) {
      const { site } = await staffOnly((await params).site, '/admin/gift-cards');
      return (
        <BackOffice site={site} title="Gift cards">
          <p className="mb-4 max-w-2xl text-sm text-muted">Only a fingerprint of each code is kept: look a card up with the full code its owner reads out.</p>
          <GiftCardLookup cardPath={sitePath(site, '/admin/gift-cards')} />
        </BackOffice>
      );
    },
  },
  giftCard: {
    generateMetadata: metadata('Gift card', ({ id }: { site: string; id: string }) => `/admin/gift-cards/${encodeURIComponent(id)}`),
    async Page({ params }: { params: Promise<{ site: string; id: string }> }) {
      const { site: siteParam, id: rawId } = await params;
      const { site } = await staffOnly(siteParam, `/admin/gift-cards/${encodeURIComponent(rawId)}`);
      const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
      const card = id === null ? null : await giftCardForAdmin(id);
      if (!card) notFound();
      const history = await giftCardHistory(card.id);
      return (
        <BackOffice site={site} title={`Gift card ${card.maskedCode}`}>
          <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="font-semibold">Status</dt>
            <dd data-testid="gift-card-status">{card.status === 'active' ? 'Active' : 'Disabled'}</dd>
            <dt className="font-semibold">Balance</dt>
            <dd>
              <Money cents={card.balanceCents} currency={card.currency} testId="gift-card-balance" /> of{' '}
              <Money cents={card.initialCents} currency={card.currency} /> ({card.currency})
            </dd>
            <dt className="font-semibold">For</dt>
            <dd>
              {card.recipientName} ({card.recipientEmail}), from {card.sender}
            </dd>
            <dt className="font-semibold">Bought on</dt>
            <dd>
              {card.orderNumber ? (
                <a href={sitePath(site, `/admin/orders/${card.orderNumber}`)} className="text-brand underline">
                  {card.orderNumber}
                </a>
              ) : (
                'issued by staff'
              )}{' '}
              · <time dateTime={card.createdAt}>{when(card.createdAt, site)}</time>
            </dd>
          </dl>
          <GiftCardActions id={card.id} status={card.status} refunded={card.refunded} />
          <section aria-labelledby="gift-card-transactions" className="mt-8">
            <h2 id="gift-card-transactions" className="text-xl font-bold">
              Transactions
            </h2>
            <table className="mt-2 w-full max-w-2xl text-left text-sm" aria-label="Transactions">
              <thead>
                <tr className="border-b">
                  <th className={cell}>When</th>
                  <th className={cell}>What</th>
                  <th className={cell}>Order</th>
                  <th className={`${cell} text-right`}>Amount</th>
                </tr>
              </thead>
              <tbody>
                {card.transactions.map((transaction, index) => (
                  <tr key={index} className="border-b border-black/10">
                    <td className={cell}>
                      <time dateTime={transaction.at}>{when(transaction.at, site)}</time>
                    </td>
                    <td className={cell}>{{ issue: 'Issued', redeem: 'Spent', restore: 'Given back' }[transaction.kind]}</td>
                    <td className={cell}>{transaction.orderNumber ?? ''}</td>
                    <td className={`${cell} text-right`}>
                      <Money cents={transaction.amountCents} currency={card.currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <ChangeHistory entries={history} />
        </BackOffice>
      );
    },
  },
};

function OrderDetail({ site, found }: { site: SiteId; found: NonNullable<Awaited<ReturnType<typeof orderForAdmin>>> }) {
  const { order, customer } = found;
  const currency = order.currency;
  const totals: Array<[string, number, string]> = [
    ['Items', order.itemsCents, 'order-items'],
    ['Discounts', -order.discountCents, 'order-discount'],
    ['Shipping', order.shippingCents, 'order-shipping'],
    ['Tax', order.taxCents, 'order-tax'],
    ['Total', order.totalCents, 'order-total'],
    ['Paid with gift cards', order.giftCardCents, 'order-gift-cards'],
    ['Paid by card', order.amountDueCents, 'order-amount-due'],
    ['Refunded', order.refundedCents, 'order-refunded'],
  ];
  return (
    <BackOffice site={site} title={`Order ${order.number}`}>
      <p className="text-lg">
        Status:{' '}
        <strong data-testid="order-status" data-status={order.status}>
          {ORDER_STATUS_LABELS[order.status]}
        </strong>
      </p>
      <dl className="mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-semibold">Customer</dt>
        <dd>
          {customer.name || 'No name given'} · {order.email}
          {customer.guest ? ' (guest checkout)' : customer.email && customer.email !== order.email ? ` (account ${customer.email})` : ' (account)'}
        </dd>
        <dt className="font-semibold">Site</dt>
        <dd>
          {SITES[order.site].countryName} site · {currency}
        </dd>
        <dt className="font-semibold">Placed</dt>
        <dd>
          <time dateTime={order.placedAt}>{when(order.placedAt, site)}</time>
        </dd>
        <dt className="font-semibold">Organization</dt>
        <dd>{order.organization?.name ?? 'none'}</dd>
        <dt className="font-semibold">Shipping</dt>
        <dd>
          {order.shippingMethod}
          {order.shippingAddress
            ? ` to ${order.shippingAddress.fullName}, ${order.shippingAddress.line1}, ${order.shippingAddress.city} ${order.shippingAddress.region} ${order.shippingAddress.postalCode}`
            : ''}
        </dd>
        {order.couponCode && (
          <>
            <dt className="font-semibold">Coupon</dt>
            <dd>{order.couponCode}</dd>
          </>
        )}
      </dl>

      <section aria-labelledby="order-lines" className="mt-8">
        <h2 id="order-lines" className="text-xl font-bold">
          Lines
        </h2>
        <table className="mt-2 w-full text-left text-sm" aria-label="Order lines">
          <thead>
            <tr className="border-b">
              <th className={cell}>Item</th>
              <th className={cell}>SKU</th>
              <th className={`${cell} text-right`}>Unit price</th>
              <th className={`${cell} text-right`}>Quantity</th>
              <th className={`${cell} text-right`}>Discount</th>
              <th className={`${cell} text-right`}>Tax</th>
              <th className={`${cell} text-right`}>Refunded</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id} className="border-b border-black/10" data-testid="admin-order-line" data-line-id={line.id}>
                <td className={cell}>
                  {line.title}
                  {line.eCard ? ` for ${line.eCard.giftToName}` : ''}
                </td>
                <td className={cell}>{line.sku}</td>
                <td className={`${cell} text-right`}>
                  <Money cents={line.unitCents} currency={currency} />
                </td>
                <td className={`${cell} text-right`}>{line.quantity}</td>
                <td className={`${cell} text-right`}>
                  <Money cents={line.discountCents} currency={currency} />
                </td>
                <td className={`${cell} text-right`}>
                  <Money cents={line.taxCents} currency={currency} />
                </td>
                <td className={`${cell} text-right`} data-testid="line-refunded-quantity">
                  {line.refundedQuantity}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          {totals.map(([label, cents, testId]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-right">
                <Money cents={cents} currency={currency} testId={testId} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <OrderShipmentList order={order} timeZone={SHOP_TIME_ZONES[site]} shippedBy={new Map(found.shippedBy.map(({ shipmentId, by }) => [shipmentId, by]))} />
      <ShipmentActions
        number={order.number}
        shippable={(SHIPPABLE_STATUSES as readonly string[]).includes(order.status)}
        shippingState={order.shippingState}
        lines={order.lines.map((line) => ({ id: line.id, title: line.title, left: unitsToShip(line) }))}
      />

      <OrderActions
        number={order.number}
        status={order.status}
        currency={currency}
        lines={order.lines.map((line) => ({ id: line.id, title: line.title, left: line.quantity - line.refundedQuantity }))}
      />

      <section aria-labelledby="order-payments" className="mt-8">
        <h2 id="order-payments" className="text-xl font-bold">
          Payments and refunds
        </h2>
        {found.payments.length === 0 && found.refunds.length === 0 ? (
          <p className="mt-2 text-muted">No card payment (nothing due, or paid in full by gift card).</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm" aria-label="Payments">
            {found.payments.map((payment, index) => (
              <li key={`p${index}`}>
                <time dateTime={payment.at}>{when(payment.at, site)}</time> · {payment.kind === 'charge' ? 'Charge' : 'Refund to card'} {payment.status} ·{' '}
                <Money cents={payment.amountCents} currency={currency} /> · {payment.provider}
                {payment.cardLast4 ? ` ${payment.cardBrand ?? 'card'} ending ${payment.cardLast4}` : ''}
                {payment.failureMessage ? ` · ${payment.failureMessage}` : ''}
              </li>
            ))}
          </ul>
        )}
        {found.refunds.length > 0 && (
          <ul className="mt-2 space-y-1 text-sm" aria-label="Refunds">
            {found.refunds.map((refund) => (
              <li key={refund.id} data-testid="order-refund">
                <time dateTime={refund.at}>{when(refund.at, site)}</time> · Refunded <Money cents={refund.amountCents} currency={currency} /> (
                <Money cents={refund.toCardCents} currency={currency} /> to the card, <Money cents={refund.toGiftCardsCents} currency={currency} /> to gift
                cards) by {refund.by}
                {refund.reason ? `: ${refund.reason}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="order-timeline" className="mt-8">
        <h2 id="order-timeline" className="text-xl font-bold">
          Status history
        </h2>
        <ol className="mt-2 space-y-1 text-sm" aria-label="Status history">
          {order.timeline.map((event, index) => (
            <li key={index}>
              <time dateTime={event.at}>{when(event.at, site)}</time> · {ORDER_STATUS_LABELS[event.status]}
              {event.note ? ` · ${event.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
      <ChangeHistory entries={found.history} />
    </BackOffice>
  );
}
