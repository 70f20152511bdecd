import { adminOrganizationRoutes } from '@/modules/admin/index.server';

export const PUT = adminOrganizationRoutes.setRewardRates;
