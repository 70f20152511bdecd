import { supportPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = supportPages.list.generateMetadata;
export default supportPages.list.Page;
