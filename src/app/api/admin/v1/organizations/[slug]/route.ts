import { adminOrganizationRoutes } from '@/modules/admin/index.server';

export const GET = adminOrganizationRoutes.organization;
export const PATCH = adminOrganizationRoutes.setTimeZone;
