import { organizerRoutes } from '@/modules/organizations/index.server';

export const PUT = organizerRoutes.updateFair;
