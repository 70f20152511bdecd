import { cartRoutes } from '@/modules/cart/index.server';

export const PATCH = cartRoutes.update;
export const DELETE = cartRoutes.remove;
