import { organizationRoutes } from '@/modules/organizations/index.server';

export const DELETE = organizationRoutes.removeFavorite;
