import 'server-only';

export { changeCart, checkoutCart, getCart, mergeGuestCarts, moveCartToSite, CartRefusal, type CartChange, type CheckoutCart } from './cart.server';
export { clearPurchasedLines, countCouponUse, releaseCouponUse } from './purchase.server';
export { cartRoutes } from './routes.server';
