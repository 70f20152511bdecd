import type { ImportEdge, PackageImport } from './module-graph';

/**
 * The npm scripts a production install runs (docs/deploy.md): after `npm prune --omit=dev` they have only the
 * `dependencies` of package.json, so nothing they load may import a devDependency.
 */
export const RUNTIME_NPM_SCRIPTS = /^(start|db:migrate|db:seed|catalog:import|ops:.+)$/;

/** Scripts that `npm start` runs as processes of their own (scripts/start.ts spawns the server), which no import shows. */
export const SPAWNED_SCRIPTS = ['scripts/serve.ts'];

/** What Next loads at run time beside src: its configuration. */
const NEXT_RUNTIME_FILES = ['next.config.ts'];

const TEST_FILE = /\.test\.tsx?$/;

/**
 * The files a production install starts from: every file under src but tests (Next's routes, pages, the proxy…), the
 * script files the runtime npm scripts name, what those spawn, and Next's configuration.
 */
export function runtimeEntries(files: Iterable<string>, npmScripts: Record<string, string>): string[] {
  const fromScripts = Object.entries(npmScripts)
    .filter(([name]) => RUNTIME_NPM_SCRIPTS.test(name))
    .flatMap(([, command]) => command.match(/scripts\/[\w./-]+\.ts/g) ?? []);
  const sources = [...files].filter((file) => file.startsWith('src/') && !TEST_FILE.test(file));
  return [...new Set([...sources, ...fromScripts, ...SPAWNED_SCRIPTS, ...NEXT_RUNTIME_FILES])].sort();
}

/** The files reachable from `entries` through imports (static or dynamic). */
export function reachableFiles(entries: string[], edges: ImportEdge[]): Set<string> {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(next.get(file) ?? []));
  }
  return seen;
}

/**
 * Imports by run-time code of a package that `npm prune --omit=dev` removes or never promised: anything not in
 * `dependencies` (a devDependency, or a package that is only there because another one needs it). Type-only imports
 * count too: dependency-cruiser marks `import pino, { type Logger } from 'pino'` type-only as a whole, and a type from a
 * devDependency in run-time code is a hint it is used at run time.
 */
export function runtimeImportsOutsideDependencies(reachable: Set<string>, packages: PackageImport[], dependencies: Record<string, string>): PackageImport[] {
  return packages.filter((entry) => reachable.has(entry.from) && !(entry.name in dependencies));
}
