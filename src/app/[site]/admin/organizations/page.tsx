import { organizationPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = organizationPages.list.generateMetadata;
export default organizationPages.list.Page;
