import { applicationPages } from '@/modules/admin/index.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = applicationPages.list.generateMetadata;
export default applicationPages.list.Page;
