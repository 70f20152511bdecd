import 'server-only';

// The back office's pages (React, client components among them) are the entry pages.server.tsx: what scripts and
// routes import from here loads no React (`npm run ops:grant` runs it under tsx, where client components cannot load).

export { historyOf, recordChange, type Actor, type AuditEntry } from './audit.server';
export { findProductsForAdmin, productForAdmin, updateProduct, type AdminProduct } from './products.server';
export { adminRoute, adminRoutes, confirmedAdmin, noStore, requireAdmin } from './routes.server';
export { setScope } from './users.server';
export {
  addListItem,
  createList,
  listForAdmin,
  listsForAdmin,
  listsOrderKey,
  removeListItem,
  reorderListItems,
  reorderLists,
  updateList,
  type AdminList,
  type AdminListItem,
  type AdminListSummary,
} from './lists.server';
export { adminListRoutes } from './lists-routes.server';
export { couponAdminRoutes } from './coupons-routes.server';
export {
  couponForAdmin,
  createCoupon,
  createPromotion,
  listCoupons,
  listPromotions,
  productFormats,
  promotionForAdmin,
  updateCoupon,
  updatePromotion,
  type AdminCoupon,
  type AdminPromotion,
} from './coupons.server';
export { supportAdminRoutes } from './support-routes.server';
export { closeFromBackOffice, replyFromBackOffice } from './support.server';
export { userForAdmin, type AdminUser } from './users.server';
export * from './coupon-rules';
export { catalogImportRoutes } from './catalog-import-routes.server';
export { catalogImportJob, startCatalogImport, type CatalogImportJob } from './catalog-imports.server';
export {
  FEATURED_ENTITY,
  featuredOverview,
  findOrganizationsForAdmin,
  organizationForAdmin,
  registerOrganization,
  setFeaturedOrganization,
  setOrganizationStatus,
  setOrganizationTimeZone,
  updateRewardRates,
  type AdminOrganization,
  type AdminOrganizationSummary,
} from './organizations.server';
export { adminOrganizationRoutes } from './organizations-routes.server';
export {
  findOrdersForAdmin,
  markDelivered,
  orderForAdmin,
  refundOrderAsStaff,
  shipOrder,
  type AdminOrder,
  type AdminOrderSummary,
  type AdminPayment,
  type AdminRefund,
} from './orders.server';
export { giftCardByCodeForAdmin, giftCardForAdmin, giftCardHistory, setGiftCardStatus, type AdminGiftCard } from './gift-cards.server';
export { adminGiftCardRoutes, adminOrderRoutes } from './orders-routes.server';
export {
  ADMIN_ORDERS_LIMIT,
  GIFT_CARD_STATUSES,
  giftCardCodeSchema,
  giftCardStatusSchema,
  ORDER_NOTE_MAX,
  ORDER_QUERY_MAX,
  orderSearchSchema,
  REFUND_LINES_MAX,
  REFUND_REASON_MAX,
  refundSchema,
  deliveredSchema,
  shipmentSchema,
  type GiftCardStatus,
  type OrderSearch,
  type Refund,
  type RefundInput,
  type Shipment,
  type ShipmentInput,
} from './order-rules';
export { adminApplicationRoutes } from './applications-routes.server';
export { applicationsForAdmin, approveApplicationAsStaff, refuseApplicationAsStaff } from './applications.server';
