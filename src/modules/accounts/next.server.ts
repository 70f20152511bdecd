import 'server-only';

// The parts bound to a Next request (next-auth, next/navigation): routes and pages use them; scripts and tests use
// index.server.ts, which loads without Next.
export { authOptions } from './auth-options.server';
export { authRoute } from './auth-route.server';
export { currentViewer, requireAccess } from './session.server';
export { browserShopper, type BrowserShopper } from './browser-shopper.server';
