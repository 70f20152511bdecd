import { couponPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = couponPages.coupon.generateMetadata;
export default couponPages.coupon.Page;
