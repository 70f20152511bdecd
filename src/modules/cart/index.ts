export * from './pricing';
export type * from './types';
export { acceptsStoredCart, CART_STATE_VERSION, cartCountFrom } from './stored-cart';
export type { CartProduct } from './cart-rules';
export { cartProblemMessage } from './form-add';
