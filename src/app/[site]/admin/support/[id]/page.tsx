import { supportPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = supportPages.request.generateMetadata;
export default supportPages.request.Page;
