import { gzipSync } from 'node:zlib';
import { benchUrl, samplePaths } from './server';

export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/** First-load JS: every script the page's HTML loads, gzipped as a server would send it. */
export async function firstLoadJs(path: string): Promise<{ bytes: number; files: number }> {
  const html = await (await fetch(benchUrl(path))).text();
  const sources = new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((match) => match[1]!));
  let bytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(benchUrl(source))).arrayBuffer());
    bytes += gzipSync(body, { level: 6 }).length;
  }
  return { bytes, files: sources.size };
}

export async function benchJs(): Promise<boolean> {
  console.log('\nFirst-load JavaScript (gzip level 6), budget 150 kB (DESIGN §7)');
  let ok = true;
  for (const [name, path] of Object.entries(await samplePaths())) {
    const { bytes, files } = await firstLoadJs(path);
    const pass = bytes <= FIRST_LOAD_BUDGET_BYTES;
    ok &&= pass;
    console.log(`  ${name.padEnd(18)} ${(bytes / 1024).toFixed(1).padStart(6)} kB in ${files} files  ${pass ? 'ok' : 'OVER BUDGET'}   ${path}`);
  }
  return ok;
}
