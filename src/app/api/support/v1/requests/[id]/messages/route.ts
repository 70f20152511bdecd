import { supportRoutes } from '@/modules/support/index.server';

export const POST = supportRoutes.reply;
