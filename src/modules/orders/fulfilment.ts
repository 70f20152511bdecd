/**
 * Fulfilment (pure): an order's shipping state beside its payment status, the carriers staff ship with, and what a
 * shipment may take (issue 20, item 6).
 */

export const SHIPPING_STATES = ['unfulfilled', 'partly_shipped', 'shipped', 'delivered'] as const;
export type ShippingState = (typeof SHIPPING_STATES)[number];

export const SHIPPING_STATE_LABELS: Record<ShippingState, string> = {
  unfulfilled: 'Not shipped',
  partly_shipped: 'Partly shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

interface CarrierRule {
  name: string;
  /** The carrier's public tracking page; `{tracking}` is replaced by the number. */
  trackingUrl: string;
  /** Loose on purpose: carriers change formats; this only keeps out typos and junk (after spaces and dashes go). */
  tracking: RegExp;
  trackingHint: string;
}

export const CARRIERS = {
  usps: {
    name: 'USPS',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking}',
    tracking: /^[A-Z0-9]{10,34}$/,
    trackingHint: '10 to 34 letters and digits',
  },
  ups: {
    name: 'UPS',
    trackingUrl: 'https://www.ups.com/track?tracknum={tracking}',
    tracking: /^[A-Z0-9]{9,24}$/,
    trackingHint: '9 to 24 letters and digits, like 1Z999AA10123456784',
  },
  fedex: {
    name: 'FedEx',
    trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={tracking}',
    tracking: /^[0-9]{12,22}$/,
    trackingHint: '12 to 22 digits',
  },
  canada_post: {
    name: 'Canada Post',
    trackingUrl: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={tracking}',
    tracking: /^[A-Z0-9]{11,16}$/,
    trackingHint: '11 to 16 letters and digits, like 1234567890123456 or RR123456789CA',
  },
  purolator: {
    name: 'Purolator',
    trackingUrl: 'https://www.purolator.com/en/shipping/tracker?pin={tracking}',
    tracking: /^[A-Z0-9]{9,15}$/,
    trackingHint: '9 to 15 letters and digits',
  },
  dhl: {
    name: 'DHL',
    trackingUrl: 'https://www.dhl.com/en/express/tracking.html?AWB={tracking}',
    tracking: /^[A-Z0-9]{10,39}$/,
    trackingHint: '10 to 39 letters and digits',
  },
} as const satisfies Record<string, CarrierRule>;
export type Carrier = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as Carrier[];

/** A tracking number as staff typed it, in the carrier's form (capitals, no spaces or dashes), or null if it cannot be one. */
export function normalizeTrackingNumber(carrier: Carrier, typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  return CARRIERS[carrier].tracking.test(compact) ? compact : null;
}

export const trackingUrl = (carrier: Carrier, trackingNumber: string): string =>
  CARRIERS[carrier].trackingUrl.replace('{tracking}', encodeURIComponent(trackingNumber));

export interface ShippableLine {
  id: number;
  kind: 'product' | 'gift_card';
  quantity: number;
  refundedQuantity: number;
  shippedQuantity: number;
}

/** Units of a line still to ship: products only (eCards are emailed), neither refunded nor shipped already. */
export const unitsToShip = (line: ShippableLine): number =>
  line.kind === 'product' ? Math.max(0, line.quantity - line.refundedQuantity - line.shippedQuantity) : 0;

/**
 * The shipping state the lines say: nothing shipped yet is unfulfilled, something left partly shipped, nothing left
 * shipped. Delivered is staff's word and stays once said.
 */
export function shippingStateOf(lines: readonly ShippableLine[], current: ShippingState): ShippingState {
  if (current === 'delivered') return 'delivered';
  const shipped = lines.reduce((sum, line) => sum + (line.kind === 'product' ? line.shippedQuantity : 0), 0);
  if (shipped === 0) return 'unfulfilled';
  return lines.some((line) => unitsToShip(line) > 0) ? 'partly_shipped' : 'shipped';
}

/**
 * What a shipment takes: the units asked (summed per line), or everything left when none are asked. Throws a readable
 * Error for a line not on the order, an eCard, or more units than remain to ship.
 */
export function planShipment(
  lines: readonly ShippableLine[],
  request: ReadonlyArray<{ lineId: number; quantity: number }> | undefined,
): Array<{ lineId: number; quantity: number }> {
  if (!request || request.length === 0) {
    const all = lines.flatMap((line) => (unitsToShip(line) > 0 ? [{ lineId: line.id, quantity: unitsToShip(line) }] : []));
    if (all.length === 0) throw new Error('Nothing on this order is left to ship.');
    return all;
  }
  const asked = new Map<number, number>();
  for (const { lineId, quantity } of request) asked.set(lineId, (asked.get(lineId) ?? 0) + quantity);
  return [...asked].map(([lineId, quantity]) => {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) throw new Error(`Line ${lineId} is not part of this order.`);
    if (line.kind !== 'product') throw new Error('eCards are emailed, not shipped.');
    if (!Number.isInteger(quantity) || quantity < 1) throw new Error('Ship at least one unit of each line you list.');
    const left = unitsToShip(line);
    if (quantity > left) throw new Error(`Only ${left} unit${left === 1 ? '' : 's'} of that line ${left === 1 ? 'is' : 'are'} left to ship.`);
    return { lineId, quantity };
  });
}

/** Payment statuses under which what is left may be shipped: paid, and paid with part of it refunded. */
export const SHIPPABLE_STATUSES = ['paid', 'shipped', 'partially_refunded'] as const;
