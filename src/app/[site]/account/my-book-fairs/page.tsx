import { organizerRoute } from '@/modules/organizations/pages.server';

const route = organizerRoute('/account/my-book-fairs', 'My Book Fairs', 'Every fair of the organizations you run, past and upcoming.');

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = route.generateMetadata;
export default route.Page;
