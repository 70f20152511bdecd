import { adminGiftCardRoutes } from '@/modules/admin/index.server';

export const PUT = adminGiftCardRoutes.setStatus;
