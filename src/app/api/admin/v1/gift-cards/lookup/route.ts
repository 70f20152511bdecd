import { adminGiftCardRoutes } from '@/modules/admin/index.server';

export const POST = adminGiftCardRoutes.lookup;
