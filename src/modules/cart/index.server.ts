import 'server-only';

export { changeCart, getCart, mergeGuestCarts, moveCartToSite, CartRefusal, type CartChange } from './cart.server';
export { cartRoutes } from './routes.server';
