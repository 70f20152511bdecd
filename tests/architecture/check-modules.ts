/**
 * `npm run lint` runs this: the import graph of src, scripts and tests (dynamic and type imports included) must have no
 * cycle between modules, no import around a module's entries, and no module imported by src/lib or src/ui; and the code
 * a production install runs (src, the runtime scripts) must import no package outside `dependencies`.
 */
import { readFileSync } from 'node:fs';
import { analyseImports, readImportGraph } from './module-graph';
import { reachableFiles, runtimeEntries, runtimeImportsOutsideDependencies } from './runtime-packages';

const graph = await readImportGraph(['src', 'scripts', 'tests', 'next.config.ts']);
const report = analyseImports(graph.edges);
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string>; dependencies: Record<string, string> };
const files = new Set([...graph.edges.flatMap((edge) => [edge.from, edge.to]), ...graph.packages.map((entry) => entry.from)]);
const outside = runtimeImportsOutsideDependencies(reachableFiles(runtimeEntries(files, manifest.scripts), graph.edges), graph.packages, manifest.dependencies);
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
console.log(`run-time imports of a package outside dependencies: ${outside.length}`);
for (const entry of outside) console.log(`  ${entry.from} -> ${entry.name}`);
const broken = report.cycles.length + report.aroundEntries.length + report.groundFloorUp.length;
if (broken > 0) console.error('The walls are broken (DESIGN §3, decision 007): run with --list to see where.');
if (outside.length > 0)
  console.error('Code a production install runs imports a package `npm prune --omit=dev` removes: move it to dependencies, or the import to a test or tool.');
process.exitCode = broken + outside.length > 0 ? 1 : 0;
