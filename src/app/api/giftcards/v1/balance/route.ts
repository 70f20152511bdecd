import { giftCardRoutes } from '@/modules/giftcards/index.server';

export const POST = giftCardRoutes.balance;
