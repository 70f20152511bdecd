import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { seedCatalogue } from '@/db/seed/seed';
import { signAccessToken } from '@/lib/api/access-token';
import { ADMIN_SCOPE, ORGANIZER_SCOPE } from '@/modules/accounts';
import { registerCustomer } from '@/modules/accounts/index.server';
import { getProduct } from '@/modules/catalog/index.server';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { expectDeclaredResponse } from '../../../tests/support/declared-response';
import { historyOf } from './audit.server';
import { productEditSchema } from './product-rules';
import { updateProduct } from './products.server';
import { adminRoutes } from './routes.server';
import { setScope } from './users.server';

describeEachDatabase('back office', (database) => {
  const db = () => database().db;
  useAsProcessDatabase(database);
  let people = 0;
  let sku = '';
  const account = async (scopes: string[] = []) => {
    const email = `staff${(people += 1)}@admin.test`;
    const { id } = await registerCustomer({ email, password: 'ShelfKeeper2026', firstName: 'Sam', lastName: 'Staff', newsletter: false }, db());
    if (scopes.length) await db().execute(sql`UPDATE users SET scopes = ${`{${scopes.join(',')}}`}::text[] WHERE id = ${id}`);
    return { id, email, scopes };
  };
  const edit = (overrides: Record<string, unknown> = {}) =>
    productEditSchema.parse({
      usd: { list: '24.99', regular: '19.99', sale: '14.50' },
      cad: { list: '32.99', regular: '25.99', sale: '' },
      stock: 40,
      maxPurchaseQty: 5,
      sites: ['us', 'ca'],
      tags: ['staff-pick', 'new-this-week'],
      ...overrides,
    });

  beforeAll(async () => {
    await seedCatalogue(db(), { count: 120 });
    sku = (
      await queryRows<{ sku: string }>(db(), sql`SELECT sku FROM products WHERE domain_restrictions @> ARRAY['.com', '.ca']::text[] ORDER BY id LIMIT 1`)
    )[0]!.sku;
  });

  it('saves prices in cents per currency, stock, limit, sites and tags, with an audit entry of before and after; the shop reads the new prices', async () => {
    const staff = await account([ADMIN_SCOPE]);
    const before = (await getProduct(sku, 'us', db()))!;
    const saved = await updateProduct({ id: staff.id, email: staff.email }, sku, edit(), db());
    expect(saved).toMatchObject({
      usd: { list: 2499, regular: 1999, sale: 1450, actual: 1450 },
      cad: { list: 3299, regular: 2599, sale: null, actual: 2599 },
      stock: 40,
      maxPurchaseQty: 5,
      sites: ['us', 'ca'],
      tags: ['staff-pick', 'new-this-week'],
    });
    const [row] = await queryRows<{ actual_price_usd: number; actual_price_cad: number; domain_restrictions: string[] }>(
      db(),
      sql`SELECT actual_price_usd, actual_price_cad, domain_restrictions FROM products WHERE sku = ${sku}`,
    );
    expect(row).toEqual({ actual_price_usd: 1450, actual_price_cad: 2599, domain_restrictions: ['.com', '.ca'] });
    expect((await getProduct(sku, 'us', db()))!.prices).toMatchObject({ currency: 'USD', list: 2499, regular: 1999, sale: 1450, actual: 1450 });

    const [entry] = await historyOf(db(), 'product', sku);
    expect(entry).toMatchObject({ actorEmail: staff.email, action: 'product.update', entity: 'product', entityKey: sku });
    expect((entry!.before as { usd: { actual: number } }).usd.actual).toBe(before.prices.actual);
    expect((entry!.after as { usd: { actual: number } }).usd.actual).toBe(1450);
  });

  it('refuses prices that do not add up, and changes nothing', async () => {
    for (const bad of [
      { usd: { list: '10.00', regular: '12.00', sale: '' } },
      { usd: { list: '10.00', regular: '9.00', sale: '9.50' } },
      { cad: { list: '1.999', regular: '1.00', sale: '' } },
      { stock: -1 },
      { maxPurchaseQty: 0 },
      { sites: ['fr'] },
      { tags: ['Not A Tag'] },
    ]) {
      expect(
        productEditSchema.safeParse({
          ...edit(),
          usd: { list: '24.99', regular: '19.99', sale: '' },
          cad: { list: '32.99', regular: '25.99', sale: '' },
          ...bad,
        }).success,
        JSON.stringify(bad),
      ).toBe(false);
    }
  });

  it('lets only staff in through the admin API: 403 for a customer, an organizer and a stale admin token; 404 for an unknown sku', async () => {
    const staff = await account([ADMIN_SCOPE]);
    const organizer = await account([ORGANIZER_SCOPE]);
    const customer = await account();
    const call = async (who: { id: string; scopes: string[] }, method: 'GET' | 'PUT', path: string, body?: unknown) => {
      const token = await signAccessToken({ userId: who.id, role: 'customer', scopes: who.scopes });
      const request = new NextRequest(`http://localhost/api/admin/v1/products${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const handler = path.startsWith('?') ? adminRoutes.findProducts : method === 'GET' ? adminRoutes.product : adminRoutes.updateProduct;
      return handler(request, { params: Promise.resolve({ sku: decodeURIComponent(path.slice(1).split('?')[0] ?? '') }) });
    };
    const body = {
      usd: { list: '30.00', regular: '30.00', sale: '' },
      cad: { list: '40.00', regular: '40.00', sale: '' },
      stock: 3,
      maxPurchaseQty: 3,
      sites: ['us'],
      tags: [],
    };
    expect((await call(staff, 'GET', `/${sku}`)).status).toBe(200);
    for (const outsider of [organizer, customer, { ...customer, scopes: [ADMIN_SCOPE] }]) {
      for (const [method, path] of [
        ['GET', `/${sku}`],
        ['PUT', `/${sku}`],
        ['GET', '?q=a'],
      ] as const) {
        const answer = await call(outsider, method, path, method === 'PUT' ? body : undefined);
        expect(answer.status, `${outsider.email} ${method} ${path}`).toBe(403);
        expect(await answer.json()).toMatchObject({ Error: 'ADMIN_ONLY' });
      }
    }
    const [unchanged] = await queryRows<{ usd: number }>(db(), sql`SELECT actual_price_usd AS usd FROM products WHERE sku = ${sku}`);
    expect(unchanged!.usd).not.toBe(3000);
    expect((await call(staff, 'GET', '/0000000000000')).status).toBe(404);
    const refused = await call(staff, 'PUT', `/${sku}`, { ...body, usd: { list: 'free', regular: '1', sale: '' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ Error: 'VALIDATION_FAILED', message: expect.stringContaining('USD list price must be a price like 12.99.') });
    const saved = await call(staff, 'PUT', `/${sku}`, body);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ usd: { actual: 3000 }, sites: ['us'] });
    const found = await call(staff, 'GET', `?q=${sku.slice(0, 6)}`);
    expect(((await found.json()) as { products: Array<{ sku: string }> }).products.map((product) => product.sku)).toContain(sku);
  });

  it('gives and takes scopes with an audit entry; taking the admin scope away shuts the API at once', async () => {
    const staff = await account([ADMIN_SCOPE]);
    const colleague = await account();
    expect(await setScope({ id: staff.id, email: staff.email }, colleague.email, 'organizer', true, db())).toEqual(['organizer']);
    expect(await setScope({ id: staff.id, email: staff.email }, colleague.email, 'organizer', true, db())).toEqual(['organizer']);
    expect(await historyOf(db(), 'user', colleague.email)).toHaveLength(1);
    const token = await signAccessToken({ userId: staff.id, role: 'customer', scopes: [ADMIN_SCOPE] });
    await setScope({ id: null, email: 'command line (test)' }, staff.email, 'admin', false, db());
    const answer = await adminRoutes.product(
      new NextRequest(`http://localhost/api/admin/v1/products/${sku}`, { headers: { authorization: `Bearer ${token}` } }),
      { params: Promise.resolve({ sku }) },
    );
    expect(answer.status).toBe(403);
    await expectDeclaredResponse(adminRoutes.product, answer);
    await expect(setScope({ id: null, email: 'cli' }, 'nobody@admin.test', 'admin', true, db())).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});
