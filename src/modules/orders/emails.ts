/** The order emails (pure): confirmation, refund and shipped, each as HTML and plain text. */
import { formatMoney, type Currency } from '@/lib/money';
import { emailLayout, escapeHtml, shopName } from '@/modules/email';
import { ADDRESS_WORDING, SITES } from '@/modules/regions';
import type { OrderView, ShipmentView } from './types';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const moneyIn = (order: Pick<OrderView, 'currency' | 'site'>) => (cents: number) => formatMoney(cents, order.currency as Currency, SITES[order.site].locale);

/** Rows of the totals block, in order. */
function totalRows(order: OrderView): Array<[string, number]> {
  return [
    ['Items', order.itemsCents],
    ...order.discounts.map((discount): [string, number] => [discount.label, -discount.cents]),
    ['Shipping', order.shippingCents],
    ...order.taxLines.map((tax): [string, number] => [tax.label, tax.cents]),
    ['Total', order.totalCents],
    ...(order.giftCardCents > 0 ? [['Paid by gift card', -order.giftCardCents] as [string, number]] : []),
    ['Charged to your card', order.amountDueCents],
  ];
}

const lineLabel = (line: OrderView['lines'][number]) =>
  line.kind === 'gift_card' && line.eCard ? `eCard for ${line.eCard.giftToName} (${line.eCard.giftToEmail})` : line.title;

export function orderConfirmationEmail(order: OrderView, orderUrl: string): EmailContent {
  const money = moneyIn(order);
  const shop = shopName(order.site);
  const address = order.shippingAddress;
  const addressLines = address
    ? [
        address.fullName,
        address.line1,
        address.line2,
        `${address.city}, ${address.region} ${address.postalCode}`,
        ADDRESS_WORDING[address.country].countryName,
      ].filter(Boolean)
    : [];
  const shipping =
    order.shippingMethod === 'fair' && order.organization
      ? `Shipping to ${order.organization.name} for pickup at the book fair.`
      : order.shippingMethod === 'none'
        ? 'Nothing to ship: eCards are emailed to their recipients.'
        : 'Standard shipping, 3–7 business days.';
  const text = [
    `Thank you for your order!`,
    ``,
    `Order ${order.number}, placed ${order.placedAt.slice(0, 10)}.`,
    ``,
    ...order.lines.map((line) => `${line.quantity} × ${lineLabel(line)}  ${money(line.unitCents * line.quantity)}`),
    ``,
    ...totalRows(order).map(([label, cents]) => `${label}: ${money(cents)}`),
    ``,
    shipping,
    ...(addressLines.length > 0 ? ['', 'Ship to:', ...addressLines] : []),
    ...(order.organization ? ['', `This order earns rewards for ${order.organization.name}.`] : []),
    ``,
    `See your order: ${orderUrl}`,
    ``,
    shop,
  ].join('\n');
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 0;${strong ? 'font-weight:bold;' : ''}">${escapeHtml(label)}</td><td align="right" style="padding:4px 0;${strong ? 'font-weight:bold;' : ''}">${escapeHtml(value)}</td></tr>`;
  const html = emailLayout({
    site: order.site,
    title: `Order ${order.number}`,
    footer: `${shop} · You received this email because an order was placed with ${order.email}.`,
    bodyHtml: `<h1 style="font-family:Georgia,serif;font-size:24px;margin:0 0 8px">Thank you for your order!</h1>
<p style="margin:0 0 20px">Order <strong>${escapeHtml(order.number)}</strong>, placed ${escapeHtml(order.placedAt.slice(0, 10))}.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e5e7eb;border-bottom:1px solid #e5e7eb;margin-bottom:16px">
${order.lines.map((line) => row(`${line.quantity} × ${lineLabel(line)}`, money(line.unitCents * line.quantity))).join('\n')}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${totalRows(order)
  .map(([label, cents]) => row(label, money(cents), label === 'Total'))
  .join('\n')}
</table>
<p style="margin:20px 0 4px">${escapeHtml(shipping)}</p>
${addressLines.length > 0 ? `<p style="margin:0;color:#374151">${addressLines.map(escapeHtml).join('<br>')}</p>` : ''}
${order.organization ? `<p style="margin:16px 0 0">This order earns rewards for <strong>${escapeHtml(order.organization.name)}</strong>.</p>` : ''}
<p style="margin:24px 0 0"><a href="${escapeHtml(orderUrl)}" style="background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;display:inline-block">See your order</a></p>`,
  });
  return { subject: `${shop}: order ${order.number} confirmed`, text, html };
}

export function refundEmail(
  order: OrderView,
  refund: { amountCents: number; toCardCents: number; toGiftCardsCents: number; lines: Array<{ title: string; quantity: number }> },
  orderUrl: string,
): EmailContent {
  const money = moneyIn(order);
  const shop = shopName(order.site);
  const where = [
    refund.toCardCents > 0 ? `${money(refund.toCardCents)} to your card` : null,
    refund.toGiftCardsCents > 0 ? `${money(refund.toGiftCardsCents)} back on your gift card${refund.toGiftCardsCents > 0 ? '(s)' : ''}` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  const text = [
    `We refunded ${money(refund.amountCents)} for order ${order.number}: ${where}.`,
    '',
    ...refund.lines.map((line) => `${line.quantity} × ${line.title}`),
    '',
    'Card refunds take 5–10 business days to show on your statement.',
    '',
    `See your order: ${orderUrl}`,
    '',
    shop,
  ].join('\n');
  const html = emailLayout({
    site: order.site,
    title: `Refund for order ${order.number}`,
    footer: `${shop} · Questions? Open a support request from your account.`,
    bodyHtml: `<h1 style="font-family:Georgia,serif;font-size:24px;margin:0 0 8px">Your refund is on its way</h1>
<p>We refunded <strong>${escapeHtml(money(refund.amountCents))}</strong> for order <strong>${escapeHtml(order.number)}</strong>: ${escapeHtml(where)}.</p>
<ul>${refund.lines.map((line) => `<li>${line.quantity} × ${escapeHtml(line.title)}</li>`).join('')}</ul>
<p style="color:#6b7280">Card refunds take 5–10 business days to show on your statement.</p>
<p><a href="${escapeHtml(orderUrl)}">See your order</a></p>`,
  });
  return { subject: `${shop}: refund for order ${order.number}`, text, html };
}

/** One parcel on its way: what is in it, the carrier and a link to its tracking page. */
export function shippedEmail(order: OrderView, shipment: ShipmentView, orderUrl: string): EmailContent {
  const shop = shopName(order.site);
  const contents = shipment.lines.flatMap(({ lineId, quantity }) => {
    const line = order.lines.find((candidate) => candidate.id === lineId);
    return line ? [`${quantity} × ${line.title}`] : [];
  });
  const rest = order.shippingState === 'partly_shipped' ? 'The rest of your order will follow in another parcel.' : '';
  const text = [
    `Your order ${order.number} is on its way.`,
    '',
    ...contents,
    '',
    `Carrier: ${shipment.carrierName}`,
    `Tracking number: ${shipment.trackingNumber}`,
    `Track your parcel: ${shipment.trackingUrl}`,
    ...(rest ? ['', rest] : []),
    '',
    `See your order: ${orderUrl}`,
    '',
    shop,
  ].join('\n');
  const html = emailLayout({
    site: order.site,
    title: `Order ${order.number} shipped`,
    footer: `${shop} · You received this email because an order was placed with ${order.email}.`,
    bodyHtml: `<h1 style="font-family:Georgia,serif;font-size:24px;margin:0 0 8px">Your order is on its way</h1>
<p>Order <strong>${escapeHtml(order.number)}</strong> left with <strong>${escapeHtml(shipment.carrierName)}</strong>, tracking number <strong>${escapeHtml(shipment.trackingNumber)}</strong>.</p>
<ul>${contents.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p style="margin:20px 0"><a href="${escapeHtml(shipment.trackingUrl)}" style="background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;display:inline-block">Track your parcel</a></p>
${rest ? `<p>${escapeHtml(rest)}</p>` : ''}
<p><a href="${escapeHtml(orderUrl)}">See your order</a></p>`,
  });
  return { subject: `${shop}: order ${order.number} shipped`, text, html };
}
