import { adminPages } from '@/modules/admin/index.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminPages.products.generateMetadata;
export default adminPages.products.Page;
