import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3300);
export const benchUrl = (path: string) => `http://127.0.0.1:${BENCH_PORT}${path}`;

/** A fresh production build of the current code into .next-bench, with the bench-only static pages. */
export function benchBuild(): void {
  console.log('Building the bench build (.next-bench)…');
  const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BENCH_BUILD: '1' } });
  if (build.status !== 0 || !existsSync('.next-bench/BUILD_ID')) throw new Error('next build failed');
}

/** Starts `npm start`'s server (migrate, seed when empty, next start) on the bench catalogue and waits for health. */
export async function startServer(): Promise<ChildProcess> {
  const child = spawn('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/start.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      BENCH_BUILD: '1',
      PORT: String(BENCH_PORT),
      DATA_DIR: process.env.DATA_DIR ?? './data/bench',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: benchUrl(''),
    },
    detached: true,
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(benchUrl('/api/health'))).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy within 5 minutes');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

export interface SamplePage {
  name: string;
  path: string;
  /** DESIGN §7: share of a same-size Next static page's requests/s this page must reach. */
  minRatio: number;
}

/** Cached catalog pages (one product page: the first product link on the home page) and an uncached search page. */
export async function samplePages(): Promise<SamplePage[]> {
  const home = await (await fetch(benchUrl('/'))).text();
  const product = /href="(\/product\/[^"]+)"/.exec(home)?.[1];
  if (!product) throw new Error('no product link on the home page');
  return [
    { name: 'home', path: '/', minRatio: 0.7 },
    { name: 'product', path: product, minRatio: 0.7 },
    { name: 'help (shipping)', path: '/help/shipping', minRatio: 0.7 },
    { name: 'home (Canada)', path: '/ca', minRatio: 0.7 },
    { name: 'search (uncached)', path: '/browse?q=dinosaur&filters=%24age%40%3DAges%203%20to%205', minRatio: 0.25 },
  ];
}
