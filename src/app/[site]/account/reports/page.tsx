import { organizerRoute } from '@/modules/accounts/next.server';

const route = organizerRoute('/account/reports', 'Reports', "Sales and rewards of your organization's fairs, to view and download.");

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
