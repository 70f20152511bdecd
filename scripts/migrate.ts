import { runMigrations } from '../src/db/migrate';
import { connectFromEnv, describeDatabase } from './lib';

const handle = await connectFromEnv();
try {
  await runMigrations(handle);
  console.log(`Migrations applied to ${describeDatabase(handle)}`);
} catch (error) {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
