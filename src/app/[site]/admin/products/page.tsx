import { adminPages } from '@/modules/admin/index.server';

export const dynamic = 'force-dynamic';
export const metadata = adminPages.products.metadata;
export default adminPages.products.Page;
