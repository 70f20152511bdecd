import { supportRoutes } from '@/modules/support/index.server';

export const GET = supportRoutes.list;
export const POST = supportRoutes.create;
