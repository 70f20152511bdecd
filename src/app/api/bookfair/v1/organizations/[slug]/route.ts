import { organizerRoutes } from '@/modules/organizations/index.server';

export const GET = organizerRoutes.organization;
export const PUT = organizerRoutes.updateOrganization;
