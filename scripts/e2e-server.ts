import { rmSync } from 'node:fs';

/** The e2e server: a fresh PGlite catalogue under data/e2e, served by the production build. */
const dataDir = process.env.DATA_DIR ?? './data/e2e';
rmSync(dataDir, { recursive: true, force: true });
// Pages and tagged data (unstable_cache) rendered from an earlier run's database (Next keeps ISR pages on disk across restarts) must not be served
// from this fresh one.
rmSync('.next/server/route-cache', { recursive: true, force: true });
rmSync('.next/cache/fetch-cache', { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import('./start');
