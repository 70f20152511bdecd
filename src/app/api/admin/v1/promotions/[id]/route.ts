import { couponAdminRoutes } from '@/modules/admin/index.server';

export const PUT = couponAdminRoutes.updatePromotion;
