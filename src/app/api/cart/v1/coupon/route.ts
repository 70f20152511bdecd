import { cartRoutes } from '@/modules/cart/index.server';

export const POST = cartRoutes.applyCoupon;
export const DELETE = cartRoutes.removeCoupon;
