import 'server-only';

export { changeCart, getCart, mergeGuestCarts, moveCartToSite, CartRefusal, type CartChange } from './cart.server';
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
