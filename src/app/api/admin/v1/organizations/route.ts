import { adminOrganizationRoutes } from '@/modules/admin/index.server';

export const GET = adminOrganizationRoutes.find;
export const POST = adminOrganizationRoutes.register;
