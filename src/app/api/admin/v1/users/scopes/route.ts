import { adminRoutes } from '@/modules/admin/index.server';

export const POST = adminRoutes.setScope;
