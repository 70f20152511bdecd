/**
 * Reads StrykerJS's JSON report (reports/mutation/mutation.json) and holds every mutated file to the floor of
 * stryker.config.mjs: prints mutants, killed, survived and the score per file, lists each surviving mutant with its
 * line and replacement, and exits 1 when a file scores under the floor. Stryker's own `break` threshold only
 * judges the score of all files together.
 *
 *   tsx scripts/mutation/score.ts [report.json]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scoreOf, type MutantResult } from './score-rules';
// @ts-expect-error: the Stryker config is plain JavaScript (checked with // @ts-check in its own file).
import { MUTATED_FILES } from '../../stryker.config.mjs';

interface Report {
  files: Record<string, { source: string; mutants: MutantResult[] }>;
  thresholds: { low: number };
}

const reportPath = process.argv[2] ?? path.join('reports', 'mutation', 'mutation.json');
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
const floor = report.thresholds.low;

// An incremental report may still carry files taken off the list; only the listed ones are judged.
const mutated = new Set<string>(MUTATED_FILES as string[]);
const rows = Object.entries(report.files)
  .filter(([file]) => mutated.has(file))
  .map(([file, { mutants, source }]) => ({ file, source, mutants, ...scoreOf(mutants) }))
  .sort((a, b) => a.file.localeCompare(b.file));

const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(`${'file'.padEnd(52)} ${pad('mutants', 7)} ${pad('killed', 6)} ${pad('survived', 8)} ${pad('no cov', 6)} ${pad('score', 7)}`);
for (const row of rows) {
  const mark = row.score < floor ? '  < floor' : '';
  console.log(
    `${row.file.padEnd(52)} ${pad(row.valid, 7)} ${pad(row.killed, 6)} ${pad(row.survived, 8)} ${pad(row.noCoverage, 6)} ${pad(`${row.score.toFixed(1)}%`, 7)}${mark}`,
  );
}
const all = scoreOf(rows.flatMap((row) => row.mutants));
console.log(
  `${'all files'.padEnd(52)} ${pad(all.valid, 7)} ${pad(all.killed, 6)} ${pad(all.survived, 8)} ${pad(all.noCoverage, 6)} ${pad(`${all.score.toFixed(1)}%`, 7)}`,
);

const living = rows.flatMap((row) =>
  row.mutants.filter((mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage').map((mutant) => ({ row, mutant })),
);
if (living.length > 0) {
  console.log(`\n${living.length} mutant(s) still alive:`);
  for (const { row, mutant } of living) {
    const line = row.source.split('\n')[mutant.location.start.line - 1]?.trim() ?? '';
    console.log(
      `  ${row.file}:${mutant.location.start.line} ${mutant.mutatorName} (${mutant.status}) → ${mutant.replacement ?? ''}\n      ${line.slice(0, 140)}`,
    );
  }
}

const below = rows.filter((row) => row.score < floor);
if (below.length > 0) {
  console.error(`\n${below.length} file(s) under the ${floor}% floor: ${below.map((row) => row.file).join(', ')}`);
  process.exit(1);
}
console.log(`\nEvery file at or above the ${floor}% floor.`);
