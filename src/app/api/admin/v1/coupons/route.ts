import { couponAdminRoutes } from '@/modules/admin/index.server';

export const GET = couponAdminRoutes.coupons;
export const POST = couponAdminRoutes.createCoupon;
