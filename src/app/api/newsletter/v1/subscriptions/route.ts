import { newsletterRoutes } from '@/modules/newsletter/index.server';

export const POST = newsletterRoutes.subscribe;
