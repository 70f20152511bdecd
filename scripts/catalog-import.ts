import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { runMigrations } from '../src/db/migrate';
import { catalogueRevisionNumber } from '../src/modules/catalog/index.server';
import { formatImportReport, ImportFileError, importFormatOf, type ImportFormat, type ImportProgress } from '../src/modules/catalog-import';
import { importCatalogue } from '../src/modules/catalog-import/index.server';
import { connectFromEnv, describeDatabase, loadEnvOrExit } from './lib';

/**
 * `npm run catalog:import -- FILE [--dry-run] [--format onix|csv] [--report FILE]`: imports an ONIX 3.0 file of books or
 * a CSV file of toys and gifts (README, "Importing the catalogue"). Every rejection goes to a JSON report (by default in
 * DATA_DIR/import-reports/). Exits 1 only when the file cannot be read or the import cannot run; rejected records are
 * reported, not failures. The embedded PGlite has one process at a time: with it, stop the server first.
 */
const usage = 'Usage: npm run catalog:import -- FILE [--dry-run] [--format onix|csv] [--report FILE]';

const { values, positionals } = parseArgs({
  options: { 'dry-run': { type: 'boolean' }, format: { type: 'string' }, report: { type: 'string' } },
  allowPositionals: true,
});
const file = positionals[0];
const format = (values.format ?? (file ? importFormatOf(file) : null)) as ImportFormat | null;
if (!file || positionals.length > 1 || (format !== 'onix' && format !== 'csv')) {
  console.error(
    `${!file ? 'Name the file to import.' : format === null ? `Cannot tell the format of ${file} from its name: add --format onix or --format csv.` : 'The format is onix or csv.'}\n${usage}`,
  );
  process.exit(2);
}

const config = loadEnvOrExit();
let size: number;
try {
  size = (await stat(file)).size;
} catch (error) {
  console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const reportPath = path.resolve(
  values.report ?? path.join(config.DATA_DIR, 'import-reports', `${new Date().toISOString().replace(/[:.]/g, '-')}-${path.basename(file)}.json`),
);
await mkdir(path.dirname(reportPath), { recursive: true });
// The rejections are streamed into the report as they come, so a file of 100,000 bad rows needs no memory for them.
const reportFile = createWriteStream(reportPath);
const write = async (text: string) => {
  if (!reportFile.write(text)) await once(reportFile, 'drain');
};
let rejectionsWritten = 0;
let pendingWrite = Promise.resolve();
reportFile.write(
  `{"file":${JSON.stringify(path.resolve(file))},"format":"${format}","dryRun":${Boolean(values['dry-run'])},"startedAt":"${new Date().toISOString()}","rejected":[`,
);

let started = performance.now();
let lastShown = 0;
let lastCounts = '';
const interactive = process.stdout.isTTY;
function showProgress(progress: ImportProgress, final = false) {
  const now = performance.now();
  if (!final && now - lastShown < (interactive ? 250 : 5000)) return;
  lastShown = now;
  const seconds = (now - started) / 1000;
  const rate = seconds > 0.1 ? Math.round(progress.read / seconds) : progress.read;
  const percent = size > 0 ? ` ${Math.min(100, Math.floor((progress.bytesRead / size) * 100))}%,` : '';
  const line = `Read ${progress.read.toLocaleString('en-US')} records (${rate.toLocaleString('en-US')}/s),${percent} created ${progress.created.toLocaleString('en-US')}, updated ${progress.updated.toLocaleString('en-US')}, unchanged ${progress.unchanged.toLocaleString('en-US')}, rejected ${progress.rejected.toLocaleString('en-US')}`;
  const counts = `${progress.read} ${progress.created} ${progress.updated} ${progress.unchanged} ${progress.rejected}`;
  if (interactive) process.stdout.write(`\r${line}\x1b[K${final ? '\n' : ''}`);
  else if (counts !== lastCounts) console.log(line);
  lastCounts = counts;
}

const handle = await connectFromEnv();
try {
  await runMigrations(handle);
  const revision = () => catalogueRevisionNumber(handle.db);
  const revisionBefore = await revision();
  const megabytes = size / 1_048_576;
  console.log(
    `Importing ${file} (${format === 'onix' ? 'ONIX 3.0' : 'CSV'}, ${megabytes >= 1 ? `${megabytes.toFixed(1)} MB` : `${Math.ceil(size / 1024)} kB`}) into ${describeDatabase(handle)}${values['dry-run'] ? ' — dry run, nothing will be written' : ''}`,
  );
  started = performance.now();
  const report = await importCatalogue(handle.db, createReadStream(file), {
    format,
    dryRun: values['dry-run'],
    onProgress: showProgress,
    onRejected: (rejection) => {
      const text = `${rejectionsWritten > 0 ? ',' : ''}\n${JSON.stringify(rejection)}`;
      rejectionsWritten += 1;
      pendingWrite = pendingWrite.then(() => write(text));
    },
  });
  showProgress({ ...report }, true);
  await pendingWrite;
  const { rejections: _kept, ...summary } = report;
  reportFile.end(`\n],"summary":${JSON.stringify(summary)}}\n`);
  await once(reportFile, 'finish');
  console.log(`\n${formatImportReport(report, { fullListAt: reportPath })}\n\nReport: ${reportPath}`);
  const revisionAfter = await revision();
  console.log(
    revisionAfter === revisionBefore
      ? `The catalogue did not change (revision ${revisionAfter}).`
      : `Catalogue revision ${revisionBefore} → ${revisionAfter}: running shop processes rebuild their search index within a second.`,
  );
} catch (error) {
  if (interactive) process.stdout.write('\n');
  // Nothing was imported from a file that could not be read: no report of it is left behind.
  reportFile.destroy();
  await rm(reportPath, { force: true });
  console.error(
    error instanceof ImportFileError ? `Cannot import ${file}: ${error.message}` : `The import stopped: ${error instanceof Error ? error.message : error}`,
  );
  process.exitCode = 1;
} finally {
  await handle.close();
}
