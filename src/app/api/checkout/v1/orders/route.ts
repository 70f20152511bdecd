import { checkoutRoutes } from '@/modules/checkout/index.server';

export const POST = checkoutRoutes.place;
