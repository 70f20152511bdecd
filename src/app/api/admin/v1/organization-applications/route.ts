import { adminApplicationRoutes } from '@/modules/admin/index.server';

export const GET = adminApplicationRoutes.list;
