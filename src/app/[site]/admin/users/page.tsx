import { userPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = userPages.find.generateMetadata;
export default userPages.find.Page;
