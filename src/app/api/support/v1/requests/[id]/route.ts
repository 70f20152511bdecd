import { supportRoutes } from '@/modules/support/index.server';

export const GET = supportRoutes.get;
