import 'server-only';

// The parts bound to a Next request (next/navigation): pages use them; scripts and tests use index.server.ts.
export { organizerRoute } from './organizer-route.server';
