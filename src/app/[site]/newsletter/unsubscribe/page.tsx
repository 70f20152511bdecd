import { unsubscribeRoute } from '@/modules/newsletter/pages.server';

// Reads the link's subscription on every request.
export const dynamic = 'force-dynamic';
export const generateMetadata = unsubscribeRoute.generateMetadata;
export default unsubscribeRoute.Page;
