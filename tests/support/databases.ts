import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { connect, type Db, type DbHandle } from '@/db/client';
import { runMigrations } from '@/db/migrate';

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  db: Db;
  handle: DbHandle;
  /** A postgres:// URL of this test's own database (PostgreSQL only). */
  url?: string;
}

/** The databases every integration test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A fresh, migrated database of the given kind (its own database on PostgreSQL, in memory on PGlite). */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase & { close: () => Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await connect({ dataDir: 'memory://' });
    await runMigrations(handle);
    return { kind, db: handle.db, handle, close: () => handle.close() };
  }
  const created = await createPostgresDatabase();
  const handle = await connect({ databaseUrl: created.url, poolMax: 4 });
  await runMigrations(handle);
  return {
    kind,
    db: handle.db,
    handle,
    url: created.url,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/** Runs the suite once per test database, each with its own fresh, migrated database. */
export function describeEachDatabase(name: string, suite: (context: () => TestDatabase) => void): void {
  for (const kind of TEST_DATABASES) {
    describe(`${name} [${kind}]`, () => {
      let current: (TestDatabase & { close: () => Promise<void> }) | undefined;
      beforeAll(async () => {
        current = await openTestDatabase(kind);
      });
      afterAll(async () => {
        await current?.close();
      });
      suite(() => {
        if (!current) throw new Error('The test database is not open yet');
        return current;
      });
    });
  }
}

/**
 * For suites that call route handlers or other code that takes the process's one database client (`getDb`): for the
 * suite's duration, that client is the test's own database.
 */
export function useAsProcessDatabase(database: () => TestDatabase): void {
  const holder = globalThis as unknown as { __dbHandle?: Promise<DbHandle> };
  beforeAll(() => {
    holder.__dbHandle = Promise.resolve(database().handle);
  });
  afterAll(() => {
    holder.__dbHandle = undefined;
  });
}

export async function tableCount(db: Db, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`SELECT count(*)::int AS count FROM ${table}`))) as unknown as { rows: Array<{ count: number }> };
  return Number(result.rows[0]?.count ?? 0);
}
