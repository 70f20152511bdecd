// The proxy does not run before this route (its path ends in a file extension): the caller check is registered here.
import '@/app/_compose/caller-check';
import { organizationSales } from '@/modules/orders/index.server';
import { organizationReportRoutes } from '@/modules/organizations/index.server';

export const GET = organizationReportRoutes(organizationSales).reportCsv;
