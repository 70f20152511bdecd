import { organizationPages } from '@/modules/admin/index.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = organizationPages.list.generateMetadata;
export default organizationPages.list.Page;
