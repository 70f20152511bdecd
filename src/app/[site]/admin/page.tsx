import { adminPages } from '@/modules/admin/index.server';

export const dynamic = 'force-dynamic';
export const metadata = adminPages.home.metadata;
export default adminPages.home.Page;
