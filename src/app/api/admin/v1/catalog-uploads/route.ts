// The proxy does not run before this route (it would buffer the streamed body): the caller check is registered here.
import '@/app/_compose/caller-check';
import { catalogImportRoutes } from '@/modules/admin/index.server';

export const POST = catalogImportRoutes.upload;
