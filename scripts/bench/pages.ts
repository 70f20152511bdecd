import autocannon from 'autocannon';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { benchUrl, samplePaths, startServer, stopServer } from './server';

const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const STATIC_DIR = 'public/__bench';

interface Run {
  rps: number;
  p50: number;
  p97_5: number;
}

async function load(url: string): Promise<Run> {
  // Warm up, then measure.
  await autocannon({ url, connections: 4, duration: 1 });
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
  return new Promise((resolve) => server.listen(3301, '127.0.0.1', () => resolve(server)));
}

/**
 * DESIGN §7: cached catalog pages reach ≥ 70% of the requests/s of a static page of the same size served by the same
 * Next process, no page's p95 exceeds 100 ms at 32 connections; the bare Node server shows the machine's limit.
 */
export async function benchPages(server: ChildProcess): Promise<{ ok: boolean; server: ChildProcess }> {
  const paths = await samplePaths();
  const bodies = new Map<string, Buffer>();
  for (const [name, path] of Object.entries(paths)) {
    bodies.set(`/${name.replace(/\W+/g, '-')}.html`, Buffer.from(await (await fetch(benchUrl(path))).arrayBuffer()));
  }
  // Static copies of the same bytes, served from public/ by the same Next process after a restart.
  rmSync(STATIC_DIR, { recursive: true, force: true });
  mkdirSync(STATIC_DIR, { recursive: true });
  for (const [file, body] of bodies) writeFileSync(`${STATIC_DIR}${file}`, body);
  await stopServer(server);
  const restarted = await startServer();
  const bare = await bareServer(bodies);
  let ok = true;
  try {
    console.log(`\nCached pages at ${CONNECTIONS} connections, ${DURATION_S} s each (autocannon has no p95; p97.5 bounds it from above)`);
    console.log('  page               bytes     req/s   p50 ms  p97.5 ms   vs static in Next   vs bare node');
    for (const [name, path] of Object.entries(paths)) {
      const file = `/${name.replace(/\W+/g, '-')}.html`;
      await fetch(benchUrl(path));
      const page = await load(benchUrl(path));
      const staticPage = await load(benchUrl(`/__bench${file}`));
      const node = await load(`http://127.0.0.1:3301${file}`);
      const ratio = page.rps / staticPage.rps;
      const pass = ratio >= 0.7 && page.p97_5 <= 100;
      ok &&= pass;
      console.log(
        `  ${name.padEnd(18)} ${String(bodies.get(file)!.length).padStart(7)} ${page.rps.toFixed(0).padStart(8)} ${String(page.p50).padStart(8)} ${String(page.p97_5).padStart(9)}   ${(ratio * 100).toFixed(0).padStart(5)}% (${staticPage.rps.toFixed(0)}/s)   ${((page.rps / node.rps) * 100).toFixed(0).padStart(5)}% (${node.rps.toFixed(0)}/s)  ${pass ? 'ok' : 'OVER BUDGET'}`,
      );
    }
  } finally {
    bare.close();
    rmSync(STATIC_DIR, { recursive: true, force: true });
  }
  return { ok, server: restarted };
}
