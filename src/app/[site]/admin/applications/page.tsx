import { applicationPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = applicationPages.list.generateMetadata;
export default applicationPages.list.Page;
