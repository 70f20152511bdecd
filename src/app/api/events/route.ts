import { analyticsRoutes } from '@/modules/analytics/index.server';

export const POST = analyticsRoutes.record;
