import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnvOrExit } from './lib';
import { prepareDatabase } from './prepare-db';

/** `npm start`: validate the environment, build once if there is no build, migrate and seed, then serve. */
const config = loadEnvOrExit();

/** A local install needs no setup: without AUTH_SECRET, one is created once in DATA_DIR (kept private) and reused. */
function localAuthSecret(): string {
  const file = path.join(config.DATA_DIR, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    console.log(`AUTH_SECRET is not set: created one in ${file} for this install (set AUTH_SECRET in production).`);
  }
  return readFileSync(file, 'utf8').trim();
}
process.env.AUTH_SECRET ??= localAuthSecret();
const nextBin = 'node_modules/.bin/next';
const distDir = process.env.BENCH_BUILD === '1' ? '.next-bench' : '.next';
if (!existsSync(`${distDir}/BUILD_ID`)) {
  console.log('No production build yet: running `next build` (first start only)…');
  const build = spawnSync(nextBin, ['build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await prepareDatabase();
// scripts/serve.ts: Next's own handlers as `next start` sets them up (no hostname: Next treats a proxy rewrite whose
// origin differs from the one it listens on as an external URL and proxies it over HTTP to itself, an extra hop that
// fails under load), behind a server that appends each connection's peer to X-Forwarded-For (client addresses, decision 009).
const server = spawn('node_modules/.bin/tsx', ['scripts/serve.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: process.env.PORT ?? '3000' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
