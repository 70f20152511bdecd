import { adminOrganizationRoutes } from '@/modules/admin/index.server';

export const GET = adminOrganizationRoutes.featured;
