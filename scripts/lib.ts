import { SingleBar, Presets } from 'cli-progress';
import path from 'node:path';
import { connect, type DbHandle } from '../src/db/client';
import { env } from '../src/lib/env';
import { exitOnInvalidEnv } from '../src/lib/env-check';

export function loadEnvOrExit() {
  exitOnInvalidEnv();
  return env();
}

export async function connectFromEnv(): Promise<DbHandle> {
  const config = loadEnvOrExit();
  return connect({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite'), poolMax: 2 });
}

export function describeDatabase(handle: DbHandle): string {
  const config = loadEnvOrExit();
  return handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${path.resolve(config.DATA_DIR, 'pglite')}`;
}

/** A progress bar on a terminal, plain lines every 10% elsewhere (CI logs). */
export function progressReporter(label: string): { update(done: number, total: number): void; stop(): void } {
  if (process.stdout.isTTY) {
    const bar = new SingleBar({ format: `${label} [{bar}] {percentage}% | {value}/{total} | {duration_formatted}`, hideCursor: true }, Presets.shades_classic);
    let started = false;
    return {
      update(done, total) {
        if (!started) bar.start(total, 0);
        started = true;
        bar.update(done);
      },
      stop: () => bar.stop(),
    };
  }
  let lastDecile = -1;
  return {
    update(done, total) {
      const decile = Math.floor((done / total) * 10);
      if (decile !== lastDecile) console.log(`${label}: ${done}/${total} (${decile * 10}%)`);
      lastDecile = decile;
    },
    stop: () => undefined,
  };
}
