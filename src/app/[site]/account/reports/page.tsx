import { organizationSales } from '@/modules/orders/index.server';
import { reportsRoute } from '@/modules/organizations/pages.server';

const reports = reportsRoute(organizationSales);

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = reports.generateMetadata;
export default reports.Page;
