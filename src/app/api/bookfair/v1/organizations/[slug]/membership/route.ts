import { organizationSales } from '@/modules/orders/index.server';
import { organizerRoutes } from '@/modules/organizations/index.server';

const routes = organizerRoutes(organizationSales);

export const DELETE = routes.leave;
