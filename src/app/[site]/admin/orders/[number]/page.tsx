import { adminOrderPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminOrderPages.order.generateMetadata;
export default adminOrderPages.order.Page;
