import { adminOrderPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminOrderPages.orders.generateMetadata;
export default adminOrderPages.orders.Page;
