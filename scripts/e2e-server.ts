import { rmSync } from 'node:fs';

/** The e2e server: a fresh PGlite catalogue under data/e2e, served by the production build. */
const dataDir = process.env.DATA_DIR ?? './data/e2e';
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import('./start');
