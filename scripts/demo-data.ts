import type { DbHandle } from '../src/db/client';
import { seedDemoAccounts } from '../src/db/seed/accounts';
import { seedDemoCommerce } from '../src/db/seed/commerce';
import { seedDemoOrganizations } from '../src/db/seed/organizations';
import { countProducts, seedCatalogue } from '../src/db/seed/seed';
import type { Env } from '../src/lib/env';
import { progressReporter } from './lib';

/** The demo data of `npm start` and `npm run dev` (DEMO_DATA): the catalogue if empty, accounts, coupons, organizations. */
export async function seedDemoData(handle: DbHandle, config: Env): Promise<void> {
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
}
