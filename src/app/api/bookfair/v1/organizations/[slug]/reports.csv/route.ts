import { organizationSales } from '@/modules/orders/index.server';
import { organizationReportRoutes } from '@/modules/organizations/index.server';

export const GET = organizationReportRoutes(organizationSales).reportCsv;
