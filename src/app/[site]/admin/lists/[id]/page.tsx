import { adminListPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminListPages.list.generateMetadata;
export default adminListPages.list.Page;
