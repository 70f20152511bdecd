import { adminListRoutes } from '@/modules/admin/index.server';

export const POST = adminListRoutes.addItem;
export const PUT = adminListRoutes.reorderItems;
