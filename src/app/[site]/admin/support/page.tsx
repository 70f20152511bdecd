import { supportPages } from '@/modules/admin/index.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = supportPages.list.generateMetadata;
export default supportPages.list.Page;
