import 'server-only';
import { env } from '@/lib/env';
import path from 'node:path';
import { connect, type Db, type DbHandle } from './client';

export type { Db } from './client';
export { inTransaction, queryRows } from './client';

const globalForDb = globalThis as unknown as { __dbHandle?: Promise<DbHandle> };

/** The one database client of this process. */
export function getDbHandle(): Promise<DbHandle> {
  globalForDb.__dbHandle ??= (() => {
    const config = env();
    return connect({
      databaseUrl: config.DATABASE_URL,
      dataDir: path.join(config.DATA_DIR, 'pglite'),
      poolMax: config.DB_POOL_MAX,
    });
  })();
  return globalForDb.__dbHandle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}
