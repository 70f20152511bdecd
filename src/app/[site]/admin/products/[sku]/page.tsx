import { adminPages } from '@/modules/admin/index.server';

export const dynamic = 'force-dynamic';
export const metadata = adminPages.product.metadata;
export default adminPages.product.Page;
