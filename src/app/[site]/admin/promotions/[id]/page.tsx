import { couponPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = couponPages.promotion.generateMetadata;
export default couponPages.promotion.Page;
