import { adminGiftCardRoutes } from '@/modules/admin/index.server';

export const GET = adminGiftCardRoutes.giftCard;
