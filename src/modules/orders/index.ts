export {
  formatOrderNumber,
  normalizeOrderNumber,
  ORDER_STATUS_LABELS,
  ORDER_TIMELINE,
  planRefund,
  remainingUnits,
  shareOfUnits,
  type OrderStatus,
  type RefundPlan,
} from './rules';
export {
  CARRIER_IDS,
  CARRIERS,
  normalizeTrackingNumber,
  SHIPPABLE_STATUSES,
  SHIPPING_STATE_LABELS,
  SHIPPING_STATES,
  trackingUrl,
  unitsToShip,
  type Carrier,
  type ShippingState,
} from './fulfilment';
export { orderJson, orderSummaryJson } from './json';
export type { OrderLineView, OrderSummary, OrderView, ShipmentView } from './types';
