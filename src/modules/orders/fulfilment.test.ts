import { describe, expect, it } from 'vitest';
import { normalizeTrackingNumber, planShipment, shippingStateOf, trackingUrl, unitsToShip, type ShippableLine } from './fulfilment';

const line = (id: number, quantity: number, refundedQuantity = 0, shippedQuantity = 0, kind: ShippableLine['kind'] = 'product'): ShippableLine => ({
  id,
  kind,
  quantity,
  refundedQuantity,
  shippedQuantity,
});

describe('units to ship', () => {
  it('counts product units neither refunded nor shipped; eCards are never shipped', () => {
    expect(unitsToShip(line(1, 3))).toBe(3);
    expect(unitsToShip(line(1, 3, 1))).toBe(2);
    expect(unitsToShip(line(1, 3, 1, 2))).toBe(0);
    // Refunded after it shipped (a return): nothing left, never below zero.
    expect(unitsToShip(line(1, 2, 2, 2))).toBe(0);
    expect(unitsToShip(line(1, 1, 0, 0, 'gift_card'))).toBe(0);
  });
});

describe('the shipping state', () => {
  it('is unfulfilled until something ships, partly shipped while units remain, shipped when none do', () => {
    expect(shippingStateOf([line(1, 2), line(2, 1)], 'unfulfilled')).toBe('unfulfilled');
    expect(shippingStateOf([line(1, 2, 0, 2), line(2, 1)], 'unfulfilled')).toBe('partly_shipped');
    expect(shippingStateOf([line(1, 2, 0, 2), line(2, 1, 1)], 'partly_shipped')).toBe('shipped');
    expect(shippingStateOf([line(1, 2, 0, 2), line(2, 1, 0, 0, 'gift_card')], 'unfulfilled')).toBe('shipped');
  });

  it('stays unfulfilled when everything is refunded before shipping, and delivered once delivered', () => {
    expect(shippingStateOf([line(1, 2, 2)], 'unfulfilled')).toBe('unfulfilled');
    expect(shippingStateOf([line(1, 2, 1, 1)], 'delivered')).toBe('delivered');
  });
});

describe('a shipment plan', () => {
  const lines = [line(1, 3, 1), line(2, 2), line(3, 1, 0, 0, 'gift_card')];

  it('takes everything left when no units are asked, per line when they are (summed)', () => {
    expect(planShipment(lines, undefined)).toEqual([
      { lineId: 1, quantity: 2 },
      { lineId: 2, quantity: 2 },
    ]);
    expect(
      planShipment(lines, [
        { lineId: 2, quantity: 1 },
        { lineId: 2, quantity: 1 },
      ]),
    ).toEqual([{ lineId: 2, quantity: 2 }]);
  });

  it('refuses an unknown line, an eCard, too many units, zero units, and an order with nothing left', () => {
    expect(() => planShipment(lines, [{ lineId: 9, quantity: 1 }])).toThrow('Line 9 is not part of this order.');
    expect(() => planShipment(lines, [{ lineId: 3, quantity: 1 }])).toThrow('eCards are emailed, not shipped.');
    expect(() => planShipment(lines, [{ lineId: 1, quantity: 3 }])).toThrow('Only 2 units of that line are left to ship.');
    expect(() => planShipment([line(1, 1)], [{ lineId: 1, quantity: 0 }])).toThrow('Ship at least one unit');
    expect(() => planShipment([line(1, 2, 1, 1)], undefined)).toThrow('Nothing on this order is left to ship.');
  });
});

describe('tracking numbers', () => {
  it('are read loosely per carrier: capitals, spaces and dashes dropped, a sane length of letters and digits', () => {
    expect(normalizeTrackingNumber('ups', '1z 999 aa1-0123456784')).toBe('1Z999AA10123456784');
    expect(normalizeTrackingNumber('canada_post', 'rr123456789ca')).toBe('RR123456789CA');
    expect(normalizeTrackingNumber('fedex', '1234 5678 9012')).toBe('123456789012');
    expect(normalizeTrackingNumber('fedex', '1Z999AA10123456784')).toBeNull();
    expect(normalizeTrackingNumber('usps', '123')).toBeNull();
    expect(normalizeTrackingNumber('dhl', '12345678<script>')).toBeNull();
    expect(normalizeTrackingNumber('purolator', '9'.repeat(40))).toBeNull();
  });

  it('link to the carrier’s tracking page', () => {
    expect(trackingUrl('usps', '9400111899223197428490')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490');
    expect(trackingUrl('ups', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  });
});
