import { adminApplicationRoutes } from '@/modules/admin/index.server';

export const POST = adminApplicationRoutes.refuse;
