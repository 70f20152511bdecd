import { adminPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminPages.home.generateMetadata;
export default adminPages.home.Page;
