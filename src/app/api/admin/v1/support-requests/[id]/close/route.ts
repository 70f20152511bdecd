import { supportAdminRoutes } from '@/modules/admin/index.server';

export const POST = supportAdminRoutes.close;
