import { orderRoutes } from '@/modules/orders/index.server';

export const GET = orderRoutes.byKey;
