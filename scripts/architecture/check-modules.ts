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
process.exitCode = report.cycles.length > 0 ? 1 : 0;
