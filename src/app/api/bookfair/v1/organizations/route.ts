import { organizationRoutes } from '@/modules/organizations/index.server';

export const GET = organizationRoutes.find;
