import { catalogImportRoutes } from '@/modules/admin/index.server';

export const GET = catalogImportRoutes.job;
