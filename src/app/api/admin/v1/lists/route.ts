import { adminListRoutes } from '@/modules/admin/index.server';

export const GET = adminListRoutes.lists;
export const POST = adminListRoutes.createList;
