import { adminPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminPages.products.generateMetadata;
export default adminPages.products.Page;
