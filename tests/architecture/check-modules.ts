/**
 * `npm run lint` runs this: the import graph of src, scripts and tests (dynamic and type imports included) must have no
 * cycle between modules, no import around a module's entries, and no module imported by src/lib or src/ui.
 */
import { analyseImports, readImports } from './module-graph';

const report = analyseImports(await readImports());
const verbose = process.argv.includes('--list');
const show = (title: string, edges: { from: string; to: string }[]) => {
  console.log(`${title}: ${edges.length}`);
  if (verbose) for (const edge of edges) console.log(`  ${edge.from} -> ${edge.to}`);
};
console.log(`cycles between modules: ${report.cycles.length}`);
for (const cycle of report.cycles) console.log(`  ${cycle.length} modules: ${cycle.join(', ')}`);
show('imports around an entry file', report.aroundEntries);
show("  of them, of another module's tables", report.tableImports);
show('src/lib or src/ui importing a module', report.groundFloorUp);
const broken = report.cycles.length + report.aroundEntries.length + report.groundFloorUp.length;
if (broken > 0) console.error('The walls are broken (DESIGN §3, decision 007): run with --list to see where.');
process.exitCode = broken > 0 ? 1 : 0;
