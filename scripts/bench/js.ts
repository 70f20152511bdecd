import { gzipSync } from 'node:zlib';
import { benchUrl, samplePages } from './server';

export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/**
 * First-load JS: every script chunk the page's HTML references (script tags and the client chunks named in the RSC
 * payload), gzipped as a server would send it; `nomodule` polyfills are left out, as modern browsers never load them.
 */
export async function firstLoadJs(path: string): Promise<{ bytes: number; files: number }> {
  const html = await (await fetch(benchUrl(path))).text();
  const noModule = new Set([...html.matchAll(/<script[^>]*src="([^"]+)"[^>]*noModule[^>]*>/gi)].map((match) => match[1]!));
  const sources = new Set([...html.matchAll(/\/_next\/static\/[^"\\\s]+?\.js/g)].map((match) => match[0]).filter((source) => !noModule.has(source)));
  let bytes = 0;
  for (const source of sources) {
    const response = await fetch(benchUrl(source));
    if (!response.ok) throw new Error(`${source}: ${response.status}`);
    bytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length;
  }
  return { bytes, files: sources.size };
}

export async function benchJs(): Promise<boolean> {
  console.log('\nFirst-load JavaScript (gzip level 6), budget 150 kB (DESIGN §7)');
  let ok = true;
  // DESIGN §7 names home, browse, product and cart; help and the Canada home show the shell on other pages.
  const pages = [...(await samplePages()).map(({ name, path }) => ({ name, path })), { name: 'cart', path: '/cart' }];
  for (const { name, path } of pages) {
    const { bytes, files } = await firstLoadJs(path);
    const pass = bytes <= FIRST_LOAD_BUDGET_BYTES;
    ok &&= pass;
    console.log(`  ${name.padEnd(18)} ${(bytes / 1024).toFixed(1).padStart(6)} kB in ${files} files  ${pass ? 'ok' : 'OVER BUDGET'}   ${path}`);
  }
  return ok;
}
