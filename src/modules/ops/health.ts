import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '@/db/client';
import { rootCause } from '@/lib/errors';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unreachable';
  latencyMs: number;
}

/** A trivial question to the database: resolves when it answers. */
export function databaseProbe(connectDb: () => Promise<Db>): () => Promise<unknown> {
  return () => connectDb().then((db) => db.execute(sql`SELECT 1`));
}

/** Connects and asks the database a trivial question within `timeoutMs`; a failure is logged once with its reason. */
export async function checkHealth(connectDb: () => Promise<Db>, log: Logger, timeoutMs = 2000): Promise<HealthReport> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      databaseProbe(connectDb)(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { status: 'ok', database: 'ok', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    log.error({ reason: rootCause(error) }, 'Health check failed: the database is unreachable');
    return { status: 'unavailable', database: 'unreachable', latencyMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}
