import { supportPages } from '@/modules/admin/index.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = supportPages.request.generateMetadata;
export default supportPages.request.Page;
