import { adminListRoutes } from '@/modules/admin/index.server';

export const PUT = adminListRoutes.reorderLists;
