import { catalogImportRoutes } from '@/modules/admin/index.server';

export const POST = catalogImportRoutes.upload;
