import { adminOrderPages } from '@/modules/admin/index.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminOrderPages.orders.generateMetadata;
export default adminOrderPages.orders.Page;
