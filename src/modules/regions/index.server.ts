import 'server-only';

export { detectCountry, geolocationRoutes } from './geolocation.server';
export { siteSchema } from './site-schema';
