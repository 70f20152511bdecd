import { adminOrderRoutes } from '@/modules/admin/index.server';

export const GET = adminOrderRoutes.order;
