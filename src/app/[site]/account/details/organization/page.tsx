import { organizerRoute } from '@/modules/accounts/next.server';

const route = organizerRoute('/account/details/organization', 'Organization', "Your organization's profile, its organizers and its reward balance.");

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const metadata = route.metadata;
export default route.Page;
