import { adminPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminPages.catalogImport.generateMetadata;
export default adminPages.catalogImport.Page;
