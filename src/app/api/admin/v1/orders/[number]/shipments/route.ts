import { adminOrderRoutes } from '@/modules/admin/index.server';

export const POST = adminOrderRoutes.ship;
