import { describe, expect, it } from 'vitest';
import { shippedEmail } from './emails';
import type { OrderView, ShipmentView } from './types';

const line = (id: number, title: string, quantity: number) => ({
  id,
  kind: 'product' as const,
  sku: `SKU-${id}`,
  title,
  format: 'Paperback',
  unitCents: 1000,
  quantity,
  discountCents: 0,
  taxCents: 0,
  refundedQuantity: 0,
  shippedQuantity: 0,
  eCard: null,
});

const order = (shippingState: OrderView['shippingState']): OrderView => ({
  id: 1,
  number: 'BF-7K2M-Q9XD',
  site: 'us',
  currency: 'USD',
  status: 'paid',
  shippingState,
  email: 'pat@example.test',
  placedAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:00:01.000Z',
  shippingMethod: 'standard',
  shippingAddress: null,
  couponCode: null,
  organization: null,
  lines: [line(1, 'Frog & <Toad>', 2), line(2, 'Atlas', 1)],
  discounts: [],
  taxLines: [],
  itemsCents: 3000,
  discountCents: 0,
  shippingCents: 0,
  taxCents: 0,
  totalCents: 3000,
  giftCardCents: 0,
  amountDueCents: 3000,
  refundedCents: 0,
  payment: null,
  timeline: [],
  shipments: [],
});

const shipment: ShipmentView = {
  id: 5,
  carrier: 'ups',
  carrierName: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  lines: [{ lineId: 1, quantity: 2 }],
  shippedAt: '2026-11-21T10:00:00.000Z',
};

describe('the shipped email', () => {
  it('names the carrier, the tracking number and link, and what is in the parcel (escaped in HTML)', () => {
    const email = shippedEmail(order('shipped'), shipment, 'https://shop.test/account/orders/BF-7K2M-Q9XD');
    expect(email.subject).toContain('order BF-7K2M-Q9XD shipped');
    expect(email.text).toContain('2 × Frog & <Toad>');
    expect(email.text).toContain('Carrier: UPS');
    expect(email.text).toContain('Track your parcel: https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(email.text).not.toContain('Atlas');
    expect(email.text).not.toContain('another parcel');
    expect(email.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
    expect(email.html).toContain('Frog &#38; &#60;Toad&#62;');
  });

  it('says the rest will follow when the order is only partly shipped', () => {
    expect(shippedEmail(order('partly_shipped'), shipment, 'https://shop.test/o').text).toContain('The rest of your order will follow in another parcel.');
  });
});
