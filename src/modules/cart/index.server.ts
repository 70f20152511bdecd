import 'server-only';

export { changeCart, getCart, mergeGuestCarts, CartRefusal, type CartChange } from './cart.server';
export { cartRoutes } from './routes.server';
