/** Orders at the JSON edge: money as decimals in the order's currency (DESIGN §5), everything else as is. */
import { centsToDecimal } from '@/lib/money';
import { SHIPPING_STATE_LABELS } from './fulfilment';
import { ORDER_STATUS_LABELS } from './rules';
import type { OrderSummary, OrderView } from './types';

const decimal = centsToDecimal;

export function orderJson(order: OrderView) {
  return {
    number: order.number,
    site: order.site,
    currency: order.currency,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    shippingState: order.shippingState,
    shippingStateLabel: SHIPPING_STATE_LABELS[order.shippingState],
    email: order.email,
    placedAt: order.placedAt,
    paidAt: order.paidAt,
    shippingMethod: order.shippingMethod,
    shippingAddress: order.shippingAddress,
    couponCode: order.couponCode,
    organization: order.organization,
    lines: order.lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      sku: line.sku,
      title: line.title,
      format: line.format,
      unitPrice: decimal(line.unitCents),
      quantity: line.quantity,
      discount: decimal(line.discountCents),
      tax: decimal(line.taxCents),
      refundedQuantity: line.refundedQuantity,
      shippedQuantity: line.shippedQuantity,
      eCard: line.eCard,
    })),
    discounts: order.discounts.map((discount) => ({ type: discount.type, label: discount.label, value: decimal(discount.cents) })),
    taxLines: order.taxLines.map((tax) => ({ label: tax.label, value: decimal(tax.cents) })),
    items: decimal(order.itemsCents),
    discount: decimal(order.discountCents),
    shipping: decimal(order.shippingCents),
    tax: decimal(order.taxCents),
    total: decimal(order.totalCents),
    giftCards: decimal(order.giftCardCents),
    amountDue: decimal(order.amountDueCents),
    refunded: decimal(order.refundedCents),
    payment: order.payment,
    timeline: order.timeline,
    shipments: order.shipments,
  };
}

export function orderSummaryJson({ totalCents, ...order }: OrderSummary) {
  return { ...order, statusLabel: ORDER_STATUS_LABELS[order.status], total: decimal(totalCents) };
}
