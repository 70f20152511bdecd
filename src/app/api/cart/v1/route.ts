import { cartRoutes } from '@/modules/cart/index.server';

export const GET = cartRoutes.get;
