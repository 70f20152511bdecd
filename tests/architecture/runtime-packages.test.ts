import { describe, expect, it } from 'vitest';
import { packageNameOf } from './module-graph';
import { reachableFiles, runtimeEntries, runtimeImportsOutsideDependencies } from './runtime-packages';

const NPM_SCRIPTS = {
  start: 'tsx --conditions=react-server scripts/start.ts',
  'ops:grant': 'tsx --conditions=react-server scripts/ops/grant.ts',
  bench: 'tsx --conditions=react-server scripts/bench/index.ts',
  'lint:architecture': 'tsx tests/architecture/check-modules.ts',
};

describe('the packages a production install loads', () => {
  it('starts from src but its tests, the runtime npm scripts, what start spawns and the Next configuration', () => {
    const files = ['src/app/page.tsx', 'src/modules/cart/cart.test.ts', 'src/db/x.int.test.ts', 'scripts/bench/index.ts', 'tests/support/cart.ts'];
    expect(runtimeEntries(files, NPM_SCRIPTS)).toEqual(['next.config.ts', 'scripts/ops/grant.ts', 'scripts/serve.ts', 'scripts/start.ts', 'src/app/page.tsx']);
  });

  it('names the package of an import, scoped or not, whatever path follows', () => {
    expect(packageNameOf('next/server')).toBe('next');
    expect(packageNameOf('@faker-js/faker/locale/en')).toBe('@faker-js/faker');
    expect(packageNameOf('zod')).toBe('zod');
  });

  it('refuses a devDependency or an undeclared package anywhere an entry reaches, and nowhere else', () => {
    const edges = [
      { from: 'scripts/start.ts', to: 'scripts/prepare-db.ts' },
      { from: 'scripts/prepare-db.ts', to: 'scripts/demo-data.ts' },
      { from: 'scripts/bench/index.ts', to: 'scripts/bench/load.ts' },
    ];
    const reachable = reachableFiles(['scripts/start.ts'], edges);
    const packages = [
      { from: 'scripts/demo-data.ts', name: '@faker-js/faker' },
      { from: 'scripts/demo-data.ts', name: 'fast-check' },
      { from: 'scripts/prepare-db.ts', name: 'picocolors' },
      { from: 'scripts/bench/load.ts', name: 'autocannon' },
    ];
    expect(runtimeImportsOutsideDependencies(reachable, packages, { '@faker-js/faker': '10.6.0' })).toEqual([
      { from: 'scripts/demo-data.ts', name: 'fast-check' },
      { from: 'scripts/prepare-db.ts', name: 'picocolors' },
    ]);
  });
});
