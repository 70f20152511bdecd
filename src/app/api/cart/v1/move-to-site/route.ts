import { cartRoutes } from '@/modules/cart/index.server';

export const POST = cartRoutes.moveToSite;
