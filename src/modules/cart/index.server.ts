import 'server-only';

export { changeCart, checkoutCart, getCart, mergeGuestCarts, moveCartToSite, CartRefusal, type CartChange, type CheckoutCart } from './cart.server';
export { cartVersion, clearPurchasedLines, countCouponUse, releaseCouponUse } from './purchase.server';
export { cartRoutes } from './routes.server';
export {
  changeCoupon,
  changePromotion,
  couponForStaff,
  couponsForStaff,
  insertCoupon,
  insertPromotion,
  promotionForStaff,
  promotionsForStaff,
  type StaffCoupon,
  type StaffPromotion,
} from './staff-offers.server';
