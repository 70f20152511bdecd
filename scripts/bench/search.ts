import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { connect, type DbHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { countProducts, resetCatalogue, seedCatalogue } from '../../src/db/seed/seed';
import { parseFilters, type SearchRequest } from '../../src/modules/search';
import { createIndexedSearchEngine } from '../../src/modules/search/index.server';
import { progressReporter } from '../lib';

/** DESIGN §7 search budgets, at 100,000 products: server time of autocomplete and of browse/search page data. */
const PRODUCTS = Number(process.env.SEARCH_BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.SEARCH_BENCH_RUNS ?? 300);
const BUDGET_MS = { autocomplete: 10, browse: 25 };

const AUTOCOMPLETE = [
  'din',
  'dinos',
  'dinosuar',
  'harry pot',
  'montgom',
  'the secret of',
  'treasure isl',
  'anne of gre',
  'carrol',
  'dragon eg',
  'owl',
  'space',
  'brave lit',
  'escape from',
  'kitten',
  'moonbr',
  'a court of',
  'who was',
];
const BROWSE: Array<Omit<SearchRequest, 'site'>> = [
  { q: 'dinosaur', filters: [] },
  { q: 'dinosuar', filters: parseFilters('$age@=Ages 3 to 5') },
  { q: 'secret', filters: parseFilters('$format@=Paperback|Hardcover;$price@=5-10|10-25') },
  { q: 'harry poter', filters: [] },
  { q: 'anne of green gables', filters: [] },
  { filters: [], department: 'Kids' },
  { filters: parseFilters('$format@=Board Book'), department: 'Kids', sort: 'price-low' },
  { filters: parseFilters('$cs$Fiction@=Mystery'), department: 'Tweens', page: 3 },
  { filters: parseFilters('$tag@=new-this-week'), sort: 'arrival' },
  { filters: [], list: { kind: 'bestseller', slug: 'overall' } },
  { filters: parseFilters('$price@=over-25'), sort: 'title' },
  { q: 'space', qf: 'title', filters: [] },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(runs: number, task: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(30, runs); i += 1) await task(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await task(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function ensureCatalogue(handle: DbHandle, label: string): Promise<void> {
  await runMigrations(handle);
  const existing = await countProducts(handle.db);
  if (existing === PRODUCTS) return;
  if (existing > 0) await resetCatalogue(handle.db);
  const progress = progressReporter(`Seeding ${PRODUCTS} products on ${label}`);
  const started = Date.now();
  await seedCatalogue(handle.db, { count: PRODUCTS, onProgress: progress.update });
  progress.stop();
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function postgresUrl(): Promise<string | null> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
    return url;
  } catch (error) {
    console.log(`  PostgreSQL not reachable (${error instanceof Error ? error.message : error}); set BENCH_DATABASE_URL to include it.`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function benchSearch(): Promise<boolean> {
  console.log(
    `\nSearch server time at ${PRODUCTS.toLocaleString()} products, ${RUNS} runs each (DESIGN §7: autocomplete p95 ≤ ${BUDGET_MS.autocomplete} ms, browse p95 ≤ ${BUDGET_MS.browse} ms)`,
  );
  const targets: Array<{ label: string; open: () => Promise<DbHandle> }> = [
    { label: 'PGlite', open: () => connect({ dataDir: path.join(process.env.DATA_DIR ?? './data', 'bench-search', 'pglite') }) },
  ];
  const url = await postgresUrl();
  if (url) targets.push({ label: 'PostgreSQL', open: () => connect({ databaseUrl: url, poolMax: 4 }) });

  let ok = true;
  for (const target of targets) {
    const handle = await target.open();
    try {
      await ensureCatalogue(handle, target.label);
      const engine = createIndexedSearchEngine(async () => handle.db);
      const baseline = await time(RUNS, (i) => handle.db.execute(sql`SELECT sku, title FROM products WHERE id = ${1 + ((i * 7919) % PRODUCTS)}`));
      const autocomplete = await time(RUNS, (i) => engine.autocomplete(i % 2 ? 'us' : 'ca', AUTOCOMPLETE[i % AUTOCOMPLETE.length]!));
      const browse = await time(RUNS, (i) => engine.search({ site: i % 2 ? 'us' : 'ca', ...BROWSE[i % BROWSE.length]! }));
      const row = (name: string, result: { p50: number; p95: number }, budget?: number) => {
        const pass = budget === undefined || result.p95 <= budget;
        ok &&= pass;
        console.log(
          `  ${target.label.padEnd(11)} ${name.padEnd(22)} p50 ${result.p50.toFixed(2).padStart(7)} ms   p95 ${result.p95.toFixed(2).padStart(7)} ms   ${(result.p95 / baseline.p95).toFixed(1).padStart(6)}× baseline` +
            (budget === undefined ? '' : `   ${pass ? 'ok' : `OVER BUDGET (${budget} ms)`}`),
        );
      };
      row('baseline (pk lookup)', baseline);
      row('autocomplete', autocomplete, BUDGET_MS.autocomplete);
      row('browse + facets', browse, BUDGET_MS.browse);
    } finally {
      await handle.close();
    }
  }
  return ok;
}
