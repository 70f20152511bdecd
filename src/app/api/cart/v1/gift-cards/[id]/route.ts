import { cartRoutes } from '@/modules/cart/index.server';

export const DELETE = cartRoutes.removeGiftCard;
