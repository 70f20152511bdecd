import type { Currency } from '@/lib/money';
import type { SiteId } from '@/modules/regions';
import type { OrderStatus } from './rules';
import type { ECardSnapshot } from '@/modules/giftcards';
import type { OrderAddress } from './schema';
import type { Carrier, ShippingState } from './fulfilment';

/** An order as pages, emails and the API show it (integer cents; the JSON edge converts). */
export interface OrderView {
  id: number;
  number: string;
  site: SiteId;
  currency: Currency;
  status: OrderStatus;
  /** Where the parcel is, beside the payment `status`. */
  shippingState: ShippingState;
  email: string;
  placedAt: string;
  paidAt: string | null;
  shippingMethod: string;
  shippingAddress: OrderAddress | null;
  couponCode: string | null;
  organization: { slug: string; name: string } | null;
  lines: OrderLineView[];
  discounts: Array<{ type: 'coupon' | 'promotion'; label: string; cents: number }>;
  taxLines: Array<{ label: string; cents: number }>;
  itemsCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  giftCardCents: number;
  amountDueCents: number;
  refundedCents: number;
  payment: { provider: string; cardBrand: string | null; cardLast4: string | null } | null;
  timeline: Array<{ status: OrderStatus; note: string; at: string }>;
  shipments: ShipmentView[];
}

/** A parcel sent for an order, oldest first, with its tracking link. */
export interface ShipmentView {
  id: number;
  carrier: Carrier;
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string;
  lines: Array<{ lineId: number; quantity: number }>;
  shippedAt: string;
}

export interface OrderLineView {
  id: number;
  kind: 'product' | 'gift_card';
  sku: string;
  title: string;
  format: string;
  unitCents: number;
  quantity: number;
  discountCents: number;
  taxCents: number;
  refundedQuantity: number;
  shippedQuantity: number;
  eCard: ECardSnapshot | null;
}

/** A row of the orders list. */
export interface OrderSummary {
  number: string;
  site: SiteId;
  currency: Currency;
  status: OrderStatus;
  placedAt: string;
  totalCents: number;
  itemCount: number;
}
