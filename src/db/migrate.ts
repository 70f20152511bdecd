import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import path from 'node:path';
import type { DbHandle } from './client';

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle');

export async function runMigrations(handle: DbHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
