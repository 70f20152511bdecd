import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of the walls' rule for `code` written in the file at `filePath`. */
async function wallsRefuse(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the lint configuration keeps the walls (decision 007)', { timeout: 60_000 }, () => {
  it("refuses a module's import of another module's tables", async () => {
    const refused = await wallsRefuse(
      'src/modules/admin/orders-report.server.ts',
      "import { orders } from '@/modules/orders/schema';\nexport const table = orders;\n",
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/tables are its own/);
  });

  it("refuses another module's internals, by alias or by a relative path", async () => {
    expect(await wallsRefuse('src/modules/orders/x.server.ts', "export { changeCart } from '@/modules/cart/cart.server';\n")).toHaveLength(1);
    expect(
      await wallsRefuse('src/modules/orders/x.server.ts', "import { changeCart } from '@/modules/cart/cart.server';\nexport const change = changeCart;\n"),
    ).toHaveLength(1);
    expect(await wallsRefuse('scripts/x.ts', "import { products } from '../src/modules/catalog/schema';\nexport const table = products;\n")).toHaveLength(1);
  });

  it('refuses any module in src/lib and src/ui', async () => {
    for (const filePath of ['src/lib/pricing-helper.ts', 'src/ui/Badge.tsx']) {
      const refused = await wallsRefuse(filePath, "import { SITES } from '@/modules/regions';\nexport const sites = SITES;\n");
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatch(/ground floor/);
    }
  });

  it('lets a module use its own files, other modules’ entries, and a table name another table for a foreign key', async () => {
    const code = [
      "import { orders } from './schema';",
      "import { cartStorePart } from '@/modules/cart/state';",
      "import { getCart } from '@/modules/cart/index.server';",
      "import { SITES } from '@/modules/regions';",
      "import { CartPage } from '@/modules/cart/ui/pages';",
      'export const used = [orders, cartStorePart, getCart, SITES, CartPage];',
      '',
    ].join('\n');
    expect(await wallsRefuse('src/modules/orders/read-models.server.ts', code)).toEqual([]);
    const foreignKey = "import { users } from '@/modules/accounts/schema';\nexport const owner = users;\n";
    expect(await wallsRefuse('src/modules/orders/schema.ts', foreignKey)).toEqual([]);
    expect(await wallsRefuse('src/modules/orders/orders.server.ts', foreignKey)).toHaveLength(1);
  });
});
