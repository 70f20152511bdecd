import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import * as schema from './schema';
import type { PoolPressure } from './overload';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL: how many requests wait for a connection, and the pool's size (the proxy's admission control). */
  pressure?: () => PoolPressure;
}

export interface ConnectOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` keeps it in memory. */
  dataDir?: string;
  poolMax?: number;
}

export async function connect(options: ConnectOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
    });
    // A client losing its server must not crash the process: an idle one is dropped by the pool, a busy one's query
    // fails (its transaction rolls back on the server) and reports it.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return {
      db: drizzlePg({ client: pool, schema }),
      kind: 'postgres',
      close: () => pool.end(),
      pressure: () => ({ waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(path.dirname(path.resolve(/* turbopackIgnore: true */ dataDir)), { recursive: true });
  const client = await PGlite.create(dataDir.startsWith('memory://') ? dataDir : path.resolve(/* turbopackIgnore: true */ dataDir), {
    extensions: { pg_trgm },
  });
  return { db: drizzlePglite({ client, schema }), kind: 'pglite', close: () => client.close() };
}

/**
 * Runs `work` in one transaction: what it does through `tx` commits together, or not at all when it throws. `tx` is a
 * `Db`, so the same data functions serve inside and outside a transaction.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/** Every driver answers `execute` with an object holding `rows`. */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
