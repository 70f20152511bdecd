import { adminListPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminListPages.lists.generateMetadata;
export default adminListPages.lists.Page;
