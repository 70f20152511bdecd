import { organizationPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = organizationPages.detail.generateMetadata;
export default organizationPages.detail.Page;
