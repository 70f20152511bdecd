import { adminOrderPages } from '@/modules/admin/pages.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminOrderPages.giftCard.generateMetadata;
export default adminOrderPages.giftCard.Page;
