import { orderRoutes } from '@/modules/orders/index.server';

export const POST = orderRoutes.place;
