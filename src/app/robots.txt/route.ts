import { robotsRoute } from '@/modules/seo/index.server';

// PUBLIC_URL is read when serving, not baked in at build time.
export const dynamic = 'force-dynamic';
export const GET = robotsRoute;
