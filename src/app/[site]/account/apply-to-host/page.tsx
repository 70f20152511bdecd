import { applyToHostRoute } from '@/modules/organizations/pages.server';

// Personal: rendered per request for the signed-in person, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = applyToHostRoute.generateMetadata;
export default applyToHostRoute.Page;
