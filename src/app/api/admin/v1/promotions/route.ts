import { couponAdminRoutes } from '@/modules/admin/index.server';

export const GET = couponAdminRoutes.promotions;
export const POST = couponAdminRoutes.createPromotion;
