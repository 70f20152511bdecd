import { adminOrderPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminOrderPages.giftCards.generateMetadata;
export default adminOrderPages.giftCards.Page;
