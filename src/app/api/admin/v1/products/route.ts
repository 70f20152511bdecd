import { adminRoutes } from '@/modules/admin/index.server';

export const GET = adminRoutes.findProducts;
