import { organizerRoute } from '@/modules/accounts/next.server';

const route = organizerRoute('/resource-center', 'Resource Center', "Posters, flyers, letters home and guides for running a successful fair.");

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
