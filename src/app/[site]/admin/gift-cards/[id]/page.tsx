import { adminOrderPages } from '@/modules/admin/index.server';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminOrderPages.giftCard.generateMetadata;
export default adminOrderPages.giftCard.Page;
