import { runMigrations } from '../src/db/migrate';
import { seedDemoAccounts } from '../src/db/seed/accounts';
import { seedDemoCommerce } from '../src/db/seed/commerce';
import { seedDemoOrganizations } from '../src/db/seed/organizations';
import { countProducts, seedCatalogue } from '../src/db/seed/seed';
import { demoDataWanted } from '../src/lib/env';
import { connectFromEnv, describeDatabase, loadEnvOrExit, progressReporter } from './lib';

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
    if ((await countProducts(handle.db)) === 0) {
      const started = Date.now();
      const progress = progressReporter('Seeding demo catalogue');
      const result = await seedCatalogue(handle.db, { count: config.SEED_PRODUCTS, onProgress: progress.update });
      progress.stop();
      console.log(`Seeded ${result.products} products, ${result.authors} authors, ${result.lists} lists in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await seedDemoAccounts(handle.db);
    await seedDemoCommerce(handle.db);
    const started = Date.now();
    const seeded = await seedDemoOrganizations(handle.db);
    if (seeded.orders > 0)
      console.log(`Seeded ${seeded.organizations} demo organizations with ${seeded.orders} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
