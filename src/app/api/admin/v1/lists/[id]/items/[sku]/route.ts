import { adminListRoutes } from '@/modules/admin/index.server';

export const DELETE = adminListRoutes.removeItem;
