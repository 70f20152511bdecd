import { runMigrations } from '../src/db/migrate';
import { countProducts, resetCatalogue, seedCatalogue } from '../src/db/seed/seed';
import { connectFromEnv, describeDatabase, loadEnvOrExit, progressReporter } from './lib';

const reset = process.argv.includes('--reset');
const config = loadEnvOrExit();
const handle = await connectFromEnv();
try {
  await runMigrations(handle);
  const existing = await countProducts(handle.db);
  if (existing > 0 && !reset) {
    console.log(`The catalogue in ${describeDatabase(handle)} already has ${existing} products; run \`npm run db:seed -- --reset\` to replace it.`);
  } else {
    if (existing > 0) await resetCatalogue(handle.db);
    const started = Date.now();
    const progress = progressReporter(`Seeding ${config.SEED_PRODUCTS} products`);
    const result = await seedCatalogue(handle.db, { count: config.SEED_PRODUCTS, onProgress: progress.update });
    progress.stop();
    console.log(
      `Seeded ${result.products} products, ${result.authors} authors and ${result.lists} lists into ${describeDatabase(handle)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} catch (error) {
  console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
