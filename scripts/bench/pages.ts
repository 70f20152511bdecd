import autocannon from 'autocannon';
import http from 'node:http';
import { benchUrl, samplePages } from './server';

const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const BARE_PORT = 3301;

interface Run {
  rps: number;
  p50: number;
  p97_5: number;
}

async function warmUp(urls: string[]): Promise<void> {
  for (const url of urls) await autocannon({ url, connections: CONNECTIONS, duration: 3 });
}

async function load(url: string): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p97_5: result.latency.p97_5 };
}

function bareServer(bodies: Map<string, Buffer>): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const body = bodies.get(request.url ?? '') ?? Buffer.alloc(0);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(BARE_PORT, '127.0.0.1', () => resolve(server)));
}

/** The bench build's static page (`/bench-static/{kb}`, 20–410 kB) nearest in size to `bytes`. */
function staticPageFor(bytes: number): string {
  const kb = Math.min(410, Math.max(20, Math.round(bytes / 1024 / 10) * 10));
  return `/bench-static/${kb}`;
}

/**
 * DESIGN §7: cached catalog pages reach ≥ 70% (an uncached search page ≥ 25%) of the requests/s Next reaches on a
 * static page of the same size, in the same run, and no page's p95 exceeds 100 ms at 32 connections; a bare Node
 * server sending the same bytes shows the machine's limit.
 */
export async function benchPages(): Promise<boolean> {
  const pages = await samplePages();
  const bodies = new Map<string, Buffer>();
  for (const { path } of pages) bodies.set(path, Buffer.from(await (await fetch(benchUrl(path))).arrayBuffer()));
  const bare = await bareServer(bodies);
  const staticPaths = new Map<string, string>();
  for (const { path } of pages) staticPaths.set(path, staticPageFor(bodies.get(path)!.length));
  let ok = true;
  try {
    // JIT, caches and the fresh database settle before anything is measured.
    await warmUp([
      ...pages.map((page) => benchUrl(page.path)),
      ...[...staticPaths.values()].map(benchUrl),
      ...pages.map((page) => `http://127.0.0.1:${BARE_PORT}${page.path}`),
    ]);
    console.log(`\nPages at ${CONNECTIONS} connections, ${DURATION_S} s each (autocannon has no p95; p97.5 bounds it from above)`);
    console.log('  page               bytes    req/s  p50 ms  p97.5 ms   vs Next static page (same size)   vs bare node (same bytes)');
    for (const { name, path, minRatio } of pages) {
      const body = bodies.get(path)!;
      const staticPath = staticPaths.get(path)!;
      const staticBytes = (await (await fetch(benchUrl(staticPath))).arrayBuffer()).byteLength;
      const page = await load(benchUrl(path));
      const staticPage = await load(benchUrl(staticPath));
      const node = await load(`http://127.0.0.1:${BARE_PORT}${path}`);
      const ratio = page.rps / staticPage.rps;
      const pass = ratio >= minRatio && page.p97_5 <= 100;
      ok &&= pass;
      console.log(
        `  ${name.padEnd(18)} ${String(body.length).padStart(7)} ${page.rps.toFixed(0).padStart(7)} ${String(page.p50).padStart(7)} ${String(page.p97_5).padStart(9)}   ${(ratio * 100).toFixed(0).padStart(4)}% of ${staticPage.rps.toFixed(0)}/s (${staticBytes} B)`.padEnd(
          108,
        ) +
          `${((page.rps / node.rps) * 100).toFixed(0).padStart(4)}% of ${node.rps.toFixed(0)}/s  ${pass ? 'ok' : `OVER BUDGET (≥ ${minRatio * 100}%, p95 ≤ 100 ms)`}`,
      );
    }
  } finally {
    bare.close();
  }
  return ok;
}
