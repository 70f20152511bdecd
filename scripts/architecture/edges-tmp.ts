import { placeOf, readImports } from './module-graph';
const edges = await readImports();
const counts = new Map<string, string[]>();
for (const e of edges) {
  const f = placeOf(e.from),
    t = placeOf(e.to);
  if (!('module' in f) || !('module' in t) || f.module === t.module) continue;
  const k = `${f.module} -> ${t.module}`;
  counts.set(k, [...(counts.get(k) ?? []), `${e.from.replace('src/modules/', '')} => ${e.to.replace('src/modules/', '')}`]);
}
for (const [k, v] of [...counts].sort()) console.log(k, v.length, process.argv.includes('-v') ? '\n    ' + v.join('\n    ') : '');
