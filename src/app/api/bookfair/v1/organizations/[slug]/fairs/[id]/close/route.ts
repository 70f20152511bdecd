import { organizerRoutes } from '@/modules/organizations/index.server';

export const POST = organizerRoutes.closeFair;
