import { organizationSales } from '@/modules/orders/index.server';
import { organizerHomeRoute } from '@/modules/organizations/pages.server';

const home = organizerHomeRoute(organizationSales);

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = home.generateMetadata;
export default home.Page;
