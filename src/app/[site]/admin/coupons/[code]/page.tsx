import { couponPages } from '@/modules/admin/index.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = couponPages.coupon.generateMetadata;
export default couponPages.coupon.Page;
