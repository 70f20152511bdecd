/** Orders (pure): numbers, statuses as people read them, and refund arithmetic. */
import { crockfordEncode, crockfordNormalize, inGroupsOfFour } from '@/lib/crockford';

/** BF-XXXX-XXXX from 5 random bytes (40 bits): short enough to read over the phone, too many to guess. */
export const formatOrderNumber = (random: Uint8Array): string => `BF-${inGroupsOfFour(crockfordEncode(random, 8))}`;

/** An order number as typed (any case, spaces, without the BF- prefix) in its canonical form, or null. */
export function normalizeOrderNumber(typed: string): string | null {
  const compact = crockfordNormalize(typed.trim().replace(/^BF-?/i, ''), 8);
  return compact ? `BF-${inGroupsOfFour(compact)}` : null;
}

export type OrderStatus = 'pending_payment' | 'payment_failed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'partially_refunded' | 'refunded';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Placed, awaiting payment',
  payment_failed: 'Payment failed',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** The steps an order goes through, for the status timeline: done, current or still to come. */
export const ORDER_TIMELINE: OrderStatus[] = ['pending_payment', 'paid', 'shipped', 'delivered'];

/**
 * The part of `total` that belongs to units `[from, from + count)` of a line of `quantity` units, so that refunding a
 * line a few units at a time gives back exactly its total: cumulative shares, rounded once each.
 */
export function shareOfUnits(total: number, quantity: number, from: number, count: number): number {
  const upTo = (units: number) => Math.round((total * units) / quantity);
  return upTo(from + count) - upTo(from);
}

export interface RefundableLine {
  id: number;
  unitCents: number;
  quantity: number;
  discountCents: number;
  taxCents: number;
  refundedQuantity: number;
}

export interface RefundableOrder {
  lines: RefundableLine[];
  shippingCents: number;
  totalCents: number;
  giftCardCents: number;
  refundedCents: number;
}

export interface RefundPlan {
  lines: Array<{ lineId: number; quantity: number; cents: number }>;
  shippingCents: number;
  amountCents: number;
  /** Gift cards get back their share of what the order paid, the card the rest; both exact once all is refunded. */
  toGiftCardsCents: number;
  toCardCents: number;
  /** Whether nothing is left to refund afterwards. */
  completes: boolean;
}

/**
 * What refunding these units gives back: each line's price less its discount plus its tax, for the units asked; the
 * shipping with the refund that leaves nothing else to refund. Throws a readable Error for units that cannot be
 * refunded.
 */
export function planRefund(order: RefundableOrder, request: Array<{ lineId: number; quantity: number }>, giftCardsRefundedCents: number): RefundPlan {
  const asked = new Map<number, number>();
  for (const { lineId, quantity } of request) asked.set(lineId, (asked.get(lineId) ?? 0) + quantity);
  const lines = [...asked].map(([lineId, quantity]) => {
    const line = order.lines.find((candidate) => candidate.id === lineId);
    if (!line) throw new Error(`Line ${lineId} is not part of this order.`);
    if (!Number.isInteger(quantity) || quantity < 1) throw new Error('Refund at least one unit of each line you list.');
    const left = line.quantity - line.refundedQuantity;
    if (quantity > left) throw new Error(`Only ${left} unit${left === 1 ? '' : 's'} of that line can still be refunded.`);
    const net = line.unitCents * line.quantity - line.discountCents + line.taxCents;
    return { lineId, quantity, cents: shareOfUnits(net, line.quantity, line.refundedQuantity, quantity) };
  });
  if (lines.length === 0) throw new Error('Choose what to refund.');
  const completes = order.lines.every((line) => line.quantity - line.refundedQuantity === (asked.get(line.id) ?? 0));
  const shippingCents = completes ? order.shippingCents : 0;
  const amountCents = lines.reduce((sum, line) => sum + line.cents, 0) + shippingCents;
  const refundedAfter = order.refundedCents + amountCents;
  const giftCardsDueAfter = completes
    ? order.giftCardCents
    : Math.min(order.giftCardCents, Math.round((refundedAfter * order.giftCardCents) / Math.max(1, order.totalCents)));
  const toGiftCardsCents = Math.max(0, Math.min(amountCents, giftCardsDueAfter - giftCardsRefundedCents));
  return { lines, shippingCents, amountCents, toGiftCardsCents, toCardCents: amountCents - toGiftCardsCents, completes };
}

/** Every unit not yet refunded: a full refund. */
export const remainingUnits = (order: Pick<RefundableOrder, 'lines'>) =>
  order.lines.filter((line) => line.refundedQuantity < line.quantity).map((line) => ({ lineId: line.id, quantity: line.quantity - line.refundedQuantity }));
