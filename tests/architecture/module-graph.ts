import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/** Where a file lives in the house: a module (with the file's path inside it), or another floor. */
export type Place = { module: string; inner: string } | { floor: 'app' | 'lib' | 'ui' | 'db' | 'other' };

export type ImportEdge = { from: string; to: string };

const MODULE_FILE = /^src\/modules\/([^/]+)\/(.+)$/;

export function placeOf(file: string): Place {
  const inModule = MODULE_FILE.exec(file);
  if (inModule) return { module: inModule[1]!, inner: inModule[2]! };
  for (const floor of ['app', 'lib', 'ui', 'db'] as const) if (file.startsWith(`src/${floor}/`)) return { floor };
  return { floor: 'other' };
}

/** The files of a module that other code may import (decisions 001 and 007); test fixtures for other modules' tests. */
export function isEntryFile(inner: string): boolean {
  return /^(index|index\.server|state|next\.server|pages\.server|ui\/index|ui\/forms|ui\/pages)\.tsx?$/.test(inner) || /^[^/]+\.fixture\.ts$/.test(inner);
}

/**
 * Tests may reach up (an organizations test places orders through checkout to see its rewards): what a module's
 * tests import is not what the module depends on, so tests count for the entries, not for cycles.
 */
export function isTestFile(inner: string): boolean {
  return /\.test\.tsx?$/.test(inner);
}

export function isTableFile(inner: string): boolean {
  return /(^|\/|-)schema\.ts$/.test(inner);
}

/** An import of an npm package (by its name: `next` for `next/server`) from one of our files. */
export type PackageImport = { from: string; name: string };

/** The package an import specifier names: `@scope/name` or `name`, whatever path follows. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Every import of our files, as the TypeScript compiler resolves them (type-only imports included): between our own
 * files (`edges`) and of npm packages (`packages`).
 */
export async function readImportGraph(roots: string[] = ['src', 'scripts', 'tests']): Promise<{ edges: ImportEdge[]; packages: PackageImport[] }> {
  const tsConfig = extractTSConfig('tsconfig.json');
  const result = await cruise(
    roots,
    {
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '(^|/)(\\.next|\\.stryker-tmp)/' },
    },
    { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    { tsConfig },
  );
  const output = result.output as ICruiseResult;
  const edges: ImportEdge[] = [];
  const packages: PackageImport[] = [];
  for (const source of output.modules) {
    if (source.source.includes('node_modules')) continue;
    for (const dependency of source.dependencies) {
      if (dependency.coreModule) continue;
      if (dependency.resolved.includes('node_modules') || (dependency.couldNotResolve && !dependency.module.startsWith('.'))) {
        packages.push({ from: source.source, name: packageNameOf(dependency.module) });
        continue;
      }
      if (dependency.couldNotResolve) continue;
      edges.push({ from: source.source, to: dependency.resolved });
    }
  }
  return { edges, packages };
}

/** Every import between our own files, as the TypeScript compiler resolves them (type-only imports included). */
export async function readImports(roots: string[] = ['src', 'scripts', 'tests']): Promise<ImportEdge[]> {
  return (await readImportGraph(roots)).edges;
}

export type ModuleReport = {
  /**
   * Groups of modules that import each other round in a circle, each sorted; empty when the house has none. A foreign
   * key between tables is a fact of the data, not a call, and tests may reach up: neither counts.
   */
  cycles: string[][];
  /** A module's file imported by code outside the module through a file other than its entries. */
  aroundEntries: ImportEdge[];
  /** Of those, the imports of another module's tables (schema.ts imports between schema files are foreign keys and allowed). */
  tableImports: ImportEdge[];
  /** `src/lib` or `src/ui` importing a module. */
  groundFloorUp: ImportEdge[];
};

export function analyseImports(edges: ImportEdge[]): ModuleReport {
  const graph = new Map<string, Set<string>>();
  const aroundEntries: ImportEdge[] = [];
  const tableImports: ImportEdge[] = [];
  const groundFloorUp: ImportEdge[] = [];
  for (const edge of edges) {
    const from = placeOf(edge.from);
    const to = placeOf(edge.to);
    if (!('module' in to)) continue;
    const sameModule = 'module' in from && from.module === to.module;
    if (sameModule) continue;
    const foreignKey = 'module' in from && isTableFile(from.inner) && isTableFile(to.inner);
    if ('module' in from) {
      if (!foreignKey && !isTestFile(from.inner)) {
        if (!graph.has(from.module)) graph.set(from.module, new Set());
        graph.get(from.module)!.add(to.module);
      }
    } else if (from.floor === 'lib' || from.floor === 'ui') {
      groundFloorUp.push(edge);
    }
    if (isEntryFile(to.inner)) continue;
    const dbSchema = edge.from === 'src/db/schema.ts' && isTableFile(to.inner);
    if (foreignKey || dbSchema) continue;
    aroundEntries.push(edge);
    if (isTableFile(to.inner)) tableImports.push(edge);
  }
  return { cycles: stronglyConnected(graph).filter((group) => group.length > 1), aroundEntries, tableImports, groundFloorUp };
}

/** Tarjan's strongly connected components. */
export function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}
