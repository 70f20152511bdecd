import { runMigrations } from '../src/db/migrate';
import { demoDataWanted } from '../src/lib/env';
import { connectFromEnv, describeDatabase, loadEnvOrExit } from './lib';

/** Migrates, then seeds the demo data when it is wanted (DEMO_DATA): the catalogue if empty, accounts, coupons, organizations. Run by `npm start` and `npm run dev`. */
export async function prepareDatabase(): Promise<void> {
  const config = loadEnvOrExit();
  const handle = await connectFromEnv();
  try {
    await runMigrations(handle);
    console.log(`Database ready: ${describeDatabase(handle)}`);
    if (!demoDataWanted(config)) {
      console.log('No demo data: DEMO_DATA=0, or DATABASE_URL is set without DEMO_DATA=1 (which seeds the demo catalogue, accounts and organizations).');
      return;
    }
    // Loaded only when wanted: the demo seed and its generator (faker) stay out of a production start (DEMO_DATA=0).
    const { seedDemoData } = await import('./demo-data');
    await seedDemoData(handle, config);
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prepareDatabase().catch((error: unknown) => {
    console.error('Could not prepare the database:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
