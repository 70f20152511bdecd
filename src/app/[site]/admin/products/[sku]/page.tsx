import { adminPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminPages.product.generateMetadata;
export default adminPages.product.Page;
