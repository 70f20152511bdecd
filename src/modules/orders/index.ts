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
export { orderJson, orderSummaryJson } from './json';
export type { OrderLineView, OrderSummary, OrderView } from './types';
