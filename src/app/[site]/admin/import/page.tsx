import { adminPages } from '@/modules/admin/index.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminPages.catalogImport.generateMetadata;
export default adminPages.catalogImport.Page;
