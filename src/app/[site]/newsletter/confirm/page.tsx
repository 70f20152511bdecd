import { confirmRoute } from '@/modules/newsletter/pages.server';

// Reads the link's token on every request.
export const dynamic = 'force-dynamic';
export const generateMetadata = confirmRoute.generateMetadata;
export default confirmRoute.Page;
