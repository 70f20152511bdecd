import { adminListRoutes } from '@/modules/admin/index.server';

export const GET = adminListRoutes.list;
export const PUT = adminListRoutes.updateList;
