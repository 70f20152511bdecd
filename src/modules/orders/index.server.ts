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
export { markOrderDelivered, sendShippedEmail, shipOrderUnits, shippedEmailOf, type ShipmentRequest } from './shipments.server';
export { checkoutByKey, placeOrder, type CheckoutByKey, type PlacementResult } from './place-order.server';
export { receiveStripeWebhook, type StripeWebhookReceipt } from './payment-events.server';
export {
  customerOrderId,
  countOrdersWithStatus,
  findOrdersForStaff,
  orderAccountId,
  orderMoneyHistory,
  orderShipmentActors,
  orderNumbersByIds,
  organizationOrderSales,
  organizationSales,
  organizationSalesCents,
  organizationTopTitles,
  refundedOrderLineIds,
  type OrderPayment,
  type OrderRefund,
  type OrganizationOrderSale,
  type StaffOrderSearch,
  type StaffOrderSummary,
  type TitleSales,
} from './read-models.server';
export { orderViewSchema } from './responses';
