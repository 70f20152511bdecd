import 'server-only';

// The parts bound to a Next request (the browser's session cookies): routes use them; scripts and tests use index.server.ts.
export { addToCartFromForm } from './form-routes.server';
