import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ean13CheckDigit } from '../../src/modules/catalog';

/**
 * `npm run bench -- import`: writes an ONIX 3.0 file of 100,000 products (IMPORT_BENCH_PRODUCTS) to a temporary folder,
 * streamed to disk, then runs the `npm run catalog:import` command on it twice (the second run finds everything
 * unchanged) into a fresh PGlite database there, and into a fresh PostgreSQL database when one answers
 * (BENCH_DATABASE_URL's server), reporting the duration and the peak memory (the process's VmHWM, the kernel's record
 * of its largest resident set) against the 300 MB budget. The folder is removed afterwards (IMPORT_BENCH_KEEP=1 keeps it).
 */
const PRODUCTS = Number(process.env.IMPORT_BENCH_PRODUCTS ?? 100_000);
const BUDGET_MB = 300;

const FIRST_NAMES = [
  'Ada',
  'Milo',
  'Priya',
  'Theo',
  'Wren',
  'Omar',
  'Hazel',
  'Kofi',
  'Juno',
  'Elias',
  'Mei',
  'Ruby',
  'Arlo',
  'Nia',
  'Felix',
  'Zara',
  'Jonah',
  'Ivy',
  'Leo',
  'Maya',
];
const LAST_NAMES = [
  'Okafor',
  'Lindqvist',
  'Ramaswamy',
  'Vance',
  'Tremblay',
  'Mensah',
  'Park',
  'Fairweather',
  'Nakamura',
  'Dubois',
  'Haddad',
  'Kowalski',
  'Moreau',
  'Singh',
  'Osei',
  'Larsen',
  'Costa',
  'Byrne',
  'Novak',
  'Quinn',
];
const WORDS = [
  'Lantern',
  'Orchard',
  'Comet',
  'Harbour',
  'Fox',
  'Cipher',
  'Meadow',
  'Dragon',
  'Puddle',
  'Castle',
  'River',
  'Secret',
  'Moon',
  'Garden',
  'Storm',
  'Owl',
  'Compass',
  'Island',
  'Whistle',
  'Maple',
];
const SUBJECTS = ['JUV002000', 'JUV028000', 'JUV037000', 'JUV019000', 'JNF003000', 'JNF051000', 'YAF019000', 'YAF052000', 'JUV009000', 'JUV031000'];
const FORMS = ['BB', 'BC', 'BC', 'BH', 'BE'];
const AGES = [
  [0, 2],
  [3, 5],
  [6, 8],
  [9, 12],
  [13, 17],
];

/** Deterministic, so every run imports the same file. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function productXml(index: number, next: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const first12 = `9782${String(index).padStart(8, '0')}`;
  // About 1 in 100 with a wrong check digit, 1 in 100 without its CAD price, 1 in 50 sold in neither country: rejected.
  const check = index % 100 === 37 ? (ean13CheckDigit(first12) + 1) % 10 : ean13CheckDigit(first12);
  const roll = next();
  const territory =
    roll < 0.8
      ? '<RegionsIncluded>WORLD</RegionsIncluded>'
      : roll < 0.9
        ? '<CountriesIncluded>US</CountriesIncluded>'
        : roll < 0.98
          ? '<CountriesIncluded>CA</CountriesIncluded>'
          : '<CountriesIncluded>GB</CountriesIncluded>';
  const [ageFrom, ageTo] = pick(AGES);
  const usd = 499 + Math.floor(next() * 2500);
  const prices = [`<Price><PriceType>01</PriceType><PriceAmount>${(usd / 100).toFixed(2)}</PriceAmount><CurrencyCode>USD</CurrencyCode></Price>`];
  if (index % 100 !== 53)
    prices.push(
      `<Price><PriceType>01</PriceType><PriceAmount>${(Math.ceil(usd * 1.32) / 100).toFixed(2)}</PriceAmount><CurrencyCode>CAD</CurrencyCode></Price>`,
    );
  // A pool of 400 × 20 names: authors repeat across books, as they do in a real catalogue.
  const contributor = (sequence: number, role: string) =>
    `<Contributor><SequenceNumber>${sequence}</SequenceNumber><ContributorRole>${role}</ContributorRole><NamesBeforeKey>${pick(FIRST_NAMES)} ${String.fromCharCode(65 + Math.floor(next() * 20))}.</NamesBeforeKey><KeyNames>${pick(LAST_NAMES)}${Math.floor(next() * 20) || ''}</KeyNames></Contributor>`;
  return `<Product><RecordReference>bench-${index}</RecordReference><NotificationType>03</NotificationType>
<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${first12}${check}</IDValue></ProductIdentifier>
<DescriptiveDetail><ProductComposition>00</ProductComposition><ProductForm>${pick(FORMS)}</ProductForm>
<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>The ${pick(WORDS)} of the ${pick(WORDS)} ${index}</TitleText></TitleElement></TitleDetail>
${contributor(1, 'A01')}${next() < 0.3 ? contributor(2, 'A12') : ''}
<Extent><ExtentType>00</ExtentType><ExtentValue>${24 + Math.floor(next() * 400)}</ExtentValue><ExtentUnit>03</ExtentUnit></Extent>
<Subject><MainSubject/><SubjectSchemeIdentifier>10</SubjectSchemeIdentifier><SubjectCode>${pick(SUBJECTS)}</SubjectCode></Subject>
<AudienceRange><AudienceRangeQualifier>17</AudienceRangeQualifier><AudienceRangePrecision>03</AudienceRangePrecision><AudienceRangeValue>${ageFrom}</AudienceRangeValue><AudienceRangePrecision>04</AudienceRangePrecision><AudienceRangeValue>${ageTo}</AudienceRangeValue></AudienceRange>
</DescriptiveDetail>
<CollateralDetail><TextContent><TextType>03</TextType><ContentAudience>00</ContentAudience><Text textformat="05"><p>A story of the ${pick(WORDS).toLowerCase()} and the ${pick(WORDS).toLowerCase()}, for readers who love a ${pick(WORDS).toLowerCase()}.</p></Text></TextContent></CollateralDetail>
<PublishingDetail><Publisher><PublishingRole>01</PublishingRole><PublisherName>${pick(WORDS)} Books</PublisherName></Publisher>
<PublishingDate><PublishingDateRole>01</PublishingDateRole><Date>20${String(10 + Math.floor(next() * 16))}0${1 + Math.floor(next() * 9)}15</Date></PublishingDate>
<SalesRights><SalesRightsType>01</SalesRightsType><Territory>${territory}</Territory></SalesRights></PublishingDetail>
<ProductSupply><SupplyDetail><Supplier><SupplierRole>01</SupplierRole><SupplierName>Bench Distribution</SupplierName></Supplier><ProductAvailability>21</ProductAvailability><Stock><OnHand>${Math.floor(next() * 300)}</OnHand></Stock>${prices.join('')}</SupplyDetail></ProductSupply>
</Product>
`;
}

/** Writes the file a few hundred products at a time, waiting whenever the disk is behind: never the whole file in memory. */
async function writeOnix(file: string, count: number): Promise<void> {
  const out = createWriteStream(file);
  const next = random(20_261_121);
  out.write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">\n<Header><Sender><SenderName>Bench</SenderName></Sender><SentDateTime>20261121</SentDateTime></Header>\n',
  );
  let chunk = '';
  for (let index = 1; index <= count; index += 1) {
    chunk += productXml(index, next);
    if (index % 200 === 0 || index === count) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end('</ONIXMessage>\n');
  await once(out, 'finish');
}

/**
 * From Linux's /proc: the peak resident set of a process so far (VmHWM) in MB, and the CPU seconds it used (user +
 * system), which tells a busy machine's waiting apart from the import's work; nulls elsewhere.
 */
async function processUsage(pid: number): Promise<{ peakMb: number; cpuSeconds: number } | null> {
  try {
    const [status, stat] = await Promise.all([readFile(`/proc/${pid}/status`, 'utf8'), readFile(`/proc/${pid}/stat`, 'utf8')]);
    const peak = /VmHWM:\s+(\d+) kB/.exec(status);
    // Fields after the command name: state is the 3rd, utime and stime the 14th and 15th, in clock ticks (100 a second).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return peak ? { peakMb: Number(peak[1]) / 1024, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100 } : null;
  } catch {
    return null;
  }
}

/** Runs the import CLI as its own node process (no tsx wrapper process), sampling its peak memory until it exits. */
async function runImport(
  file: string,
  env: Record<string, string>,
): Promise<{ seconds: number; peakMb: number | null; cpuSeconds: number | null; summary: string; code: number | null }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/catalog-import.ts', file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (data: Buffer) => {
    output += data.toString();
  });
  let peakMb: number | null = null;
  let cpuSeconds: number | null = null;
  const sampler = setInterval(async () => {
    const usage = await processUsage(child.pid!);
    if (usage) {
      peakMb = Math.max(peakMb ?? 0, usage.peakMb);
      cpuSeconds = usage.cpuSeconds;
    }
  }, 100);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearInterval(sampler);
  if (code !== 0) console.log(output);
  // The counts block of the CLI's report ("Read … records in … s:" and the four counts).
  const summary = /Read [\d,]+ records? in [\d.]+ s:\n(?: {2}.+\n){4}/.exec(output)?.[0].trimEnd().replace(/\n/g, '\n      ') ?? '(no report)';
  return { seconds: (performance.now() - started) / 1000, peakMb, cpuSeconds, summary, code };
}

/** A fresh, empty PostgreSQL database for the run, or null when no server answers. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench');
  url.pathname = '/import_bench';
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await run('DROP DATABASE IF EXISTS import_bench WITH (FORCE)');
    await run('CREATE DATABASE import_bench');
    return { url: url.toString(), drop: () => run('DROP DATABASE IF EXISTS import_bench WITH (FORCE)') };
  } catch (error) {
    console.log(`  PostgreSQL not reachable (${error instanceof Error ? error.message : error}); set BENCH_DATABASE_URL to include it.`);
    return null;
  }
}

const megabytes = (value: number | null) => (value === null ? 'unknown (needs Linux /proc)' : `${value.toFixed(0)} MB`);

export async function benchImport(): Promise<boolean> {
  console.log(`\nCatalogue import of ${PRODUCTS.toLocaleString('en-US')} ONIX products (budget: the import's peak memory ≤ ${BUDGET_MB} MB)`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'import-bench-'));
  try {
    const file = path.join(folder, 'catalogue.xml');
    const single = path.join(folder, 'one-product.xml');
    const writeStarted = performance.now();
    await writeOnix(file, PRODUCTS);
    await writeOnix(single, 1);
    console.log(`  wrote ${file}: ${((await stat(file)).size / 1_048_576).toFixed(0)} MB in ${((performance.now() - writeStarted) / 1000).toFixed(1)} s`);

    let ok = true;
    const report = (label: string, run: Awaited<ReturnType<typeof runImport>>, budgetMb: number | null) => {
      const within = budgetMb === null || (budgetMb !== null && budgetMb <= BUDGET_MB);
      ok = ok && run.code === 0 && within;
      const cpu = run.cpuSeconds === null ? '' : `, ${run.cpuSeconds.toFixed(0)} s of CPU`;
      console.log(
        `  ${label}: ${run.seconds.toFixed(1)} s (${Math.round(PRODUCTS / run.seconds).toLocaleString('en-US')} products/s${cpu}), peak RSS ${megabytes(run.peakMb)}\n      ${run.summary}`,
      );
    };

    // PGlite runs inside the import's process, so its peak includes the database engine: measured alone first (the same
    // command on a one-product file, once to create the database and once more), the rest is the import's own.
    const pglite = { DATA_DIR: path.join(folder, 'data'), DATABASE_URL: '' };
    await runImport(single, pglite);
    const baseline = await runImport(single, pglite);
    console.log(
      `  PGlite: the same command on a one-product file peaks at ${megabytes(baseline.peakMb)} (the embedded database and the code, whatever the file)`,
    );
    for (const label of ['first import', 'same file again']) {
      const run = await runImport(file, pglite);
      const own = run.peakMb !== null && baseline.peakMb !== null ? Math.max(0, run.peakMb - baseline.peakMb) : null;
      report(`PGlite, ${label}`, run, own);
      console.log(
        `      the import's own memory: ${megabytes(own)} above the one-product run — ${own !== null && own <= BUDGET_MB ? 'within' : 'OVER'} the budget`,
      );
    }

    const postgres = await freshPostgres();
    if (postgres) {
      try {
        for (const label of ['first import', 'same file again']) {
          const run = await runImport(file, { DATA_DIR: path.join(folder, 'data-pg'), DATABASE_URL: postgres.url });
          report(`PostgreSQL, ${label}`, run, run.peakMb);
          console.log(
            `      the whole process (the database is elsewhere): ${megabytes(run.peakMb)} — ${run.peakMb !== null && run.peakMb <= BUDGET_MB ? 'within' : 'OVER'} the budget`,
          );
        }
      } finally {
        await postgres.drop();
      }
    }
    return ok;
  } finally {
    if (process.env.IMPORT_BENCH_KEEP === '1') console.log(`  kept ${folder}`);
    else await rm(folder, { recursive: true, force: true });
  }
}
