import { geolocationRoutes } from '@/modules/regions/index.server';

export const GET = geolocationRoutes.country;
