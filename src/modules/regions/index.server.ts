import 'server-only';

export { detectCountry, geolocationRoutes } from './geolocation.server';
