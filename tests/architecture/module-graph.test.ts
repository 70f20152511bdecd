import { describe, expect, it } from 'vitest';
import { analyseImports, isEntryFile, stronglyConnected } from './module-graph';

const edge = (from: string, to: string) => ({ from, to });

describe('the module graph', () => {
  it('finds a cycle between modules even when no file imports itself round a circle', () => {
    const report = analyseImports([
      edge('src/modules/orders/place.server.ts', 'src/modules/payments/index.server.ts'),
      edge('src/modules/payments/webhook.server.ts', 'src/modules/giftcards/index.ts'),
      edge('src/modules/giftcards/rules.ts', 'src/modules/orders/index.ts'),
      edge('src/modules/catalog/rules.ts', 'src/modules/regions/index.ts'),
    ]);
    expect(report.cycles).toEqual([['giftcards', 'orders', 'payments']]);
  });

  it('leaves foreign keys between tables and tests that reach up out of the cycles', () => {
    const report = analyseImports([
      edge('src/modules/orders/schema.ts', 'src/modules/organizations/schema.ts'),
      edge('src/modules/organizations/rewards-schema.ts', 'src/modules/orders/schema.ts'),
      edge('src/modules/organizations/rewards.int.test.ts', 'src/modules/orders/index.server.ts'),
      edge('src/modules/orders/lifecycle.server.ts', 'src/modules/organizations/index.server.ts'),
    ]);
    expect(report.cycles).toEqual([]);
    expect(
      analyseImports([
        edge('src/modules/organizations/reports.server.ts', 'src/modules/orders/index.server.ts'),
        edge('src/modules/orders/lifecycle.server.ts', 'src/modules/organizations/index.server.ts'),
      ]).cycles,
    ).toEqual([['orders', 'organizations']]);
  });

  it('sees no cycle in a module importing its own files, or in a one-way graph', () => {
    const report = analyseImports([
      edge('src/modules/cart/state.ts', 'src/modules/cart/cart-rules.ts'),
      edge('src/modules/cart/cart-rules.ts', 'src/modules/cart/state.ts'),
      edge('src/modules/cart/state.ts', 'src/modules/catalog/index.ts'),
    ]);
    expect(report.cycles).toEqual([]);
  });

  it('counts imports around entries and of tables, except foreign keys between schema files and src/db/schema.ts', () => {
    const report = analyseImports([
      edge('src/modules/admin/orders.server.ts', 'src/modules/orders/schema.ts'),
      edge('src/app/[site]/page.tsx', 'src/modules/content/ui/FeaturedOrganization.tsx'),
      edge('src/modules/orders/schema.ts', 'src/modules/accounts/schema.ts'),
      edge('src/db/schema.ts', 'src/modules/orders/schema.ts'),
      edge('src/app/[site]/cart/page.tsx', 'src/modules/cart/ui/pages.ts'),
    ]);
    expect(report.aroundEntries.map((found) => found.to)).toEqual(['src/modules/orders/schema.ts', 'src/modules/content/ui/FeaturedOrganization.tsx']);
    expect(report.tableImports.map((found) => found.from)).toEqual(['src/modules/admin/orders.server.ts']);
  });

  it('counts the ground floor importing a module', () => {
    const report = analyseImports([edge('src/ui/Price.tsx', 'src/modules/catalog/index.ts'), edge('src/lib/money.ts', 'src/lib/decimal-cents.ts')]);
    expect(report.groundFloorUp).toEqual([edge('src/ui/Price.tsx', 'src/modules/catalog/index.ts')]);
  });

  it('knows the entries', () => {
    for (const entry of ['index.ts', 'index.server.ts', 'state.ts', 'next.server.ts', 'pages.server.tsx', 'ui/index.ts', 'ui/pages.ts', 'cart.fixture.ts']) {
      expect(isEntryFile(entry)).toBe(true);
    }
    for (const inner of ['cart.server.ts', 'schema.ts', 'ui/CartPage.tsx', 'ui/help/index.ts', 'rules.ts']) expect(isEntryFile(inner)).toBe(false);
  });

  it('groups strongly connected nodes (Tarjan)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set(['e'])],
      ['e', new Set(['d'])],
    ]);
    expect(stronglyConnected(graph).sort()).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });
});
