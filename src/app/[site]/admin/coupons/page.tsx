import { couponPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = couponPages.list.generateMetadata;
export default couponPages.list.Page;
