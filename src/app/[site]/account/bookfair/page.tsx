import { organizerRoute } from '@/modules/accounts/next.server';

const route = organizerRoute('/account/bookfair', 'Book Fair Manager', "Plan and run your book fairs: dates, goals, and the shop link families use.");

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
