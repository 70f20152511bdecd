import 'server-only';

export { orderRoutes } from './routes.server';
export { lookUpOrder, orderByNumber, orderItemCount, orderOf, ordersOf } from './orders.server';
export {
  advanceOrder,
  completePayment,
  failPayment,
  refundOrder,
  releaseStalePendingOrders,
  sweepStalePendingOrders,
  OrderRefusal,
  type OrderChangeHook,
  type RefundRequest,
  type SucceededCharge,
} from './lifecycle.server';
export {
  customerOrderId,
  findOrdersForStaff,
  orderAccountId,
  orderMoneyHistory,
  orderNumbersByIds,
  organizationSalesCents,
  refundedOrderLineIds,
  type OrderPayment,
  type OrderRefund,
  type StaffOrderSearch,
  type StaffOrderSummary,
} from './read-models.server';
