import { organizerRoutes } from '@/modules/organizations/index.server';

export const GET = organizerRoutes.fairs;
export const POST = organizerRoutes.createFair;
