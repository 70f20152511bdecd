import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { seedCatalogue } from '@/db/seed/seed';
import { signAccessToken } from '@/lib/api/access-token';
import { ADMIN_SCOPE } from '@/modules/accounts';
import { registerCustomer } from '@/modules/accounts/index.server';
import { getList, getLists, getListSummary } from '@/modules/catalog/index.server';
import { createIndexedSearchEngine } from '@/modules/search/index.server';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { historyOf, type Actor } from './audit.server';
import { listCreateSchema } from './list-rules';
import { adminListRoutes } from './lists-routes.server';
import {
  addListItem,
  createList,
  listForAdmin,
  listsForAdmin,
  listsOrderKey,
  removeListItem,
  reorderListItems,
  reorderLists,
  updateList,
} from './lists.server';

describeEachDatabase('back-office lists', (database) => {
  const db = () => database().db;
  useAsProcessDatabase(database);
  let staff: Actor & { id: string };
  let people = 0;
  /** Products sold on both sites, on the US site only and on the Canada site only. */
  let both: Array<{ sku: string; isbn13: string | null }> = [];
  let usOnly = '';
  let caOnly = '';

  const skusOf = async (id: number) => (await listForAdmin(id, db()))!.items.map((item) => item.sku);
  const newList = (slug: string, site: 'us' | 'ca' = 'us') =>
    createList(staff, listCreateSchema.parse({ site, kind: 'curated', slug, title: `List ${slug}`, description: 'For tests.' }), db());
  const listWith = async (slug: string, count: number) => {
    const list = await newList(slug);
    for (const product of both.slice(0, count)) await addListItem(staff, list.id, product.sku, db());
    return list;
  };

  beforeAll(async () => {
    await seedCatalogue(db(), { count: 120 });
    const email = `lists${(people += 1)}@admin.test`;
    const { id } = await registerCustomer({ email, password: 'ShelfKeeper2026', firstName: 'Lee', lastName: 'Lister', newsletter: false }, db());
    await db().execute(sql`UPDATE users SET scopes = ARRAY['admin']::text[] WHERE id = ${id}`);
    staff = { id, email };
    both = await queryRows<{ sku: string; isbn13: string | null }>(
      db(),
      sql`SELECT sku, isbn13 FROM products WHERE domain_restrictions @> ARRAY['.com', '.ca']::text[] AND isbn13 IS NOT NULL ORDER BY id LIMIT 8`,
    );
    usOnly = (await queryRows<{ sku: string }>(db(), sql`SELECT sku FROM products WHERE domain_restrictions = ARRAY['.com']::text[] ORDER BY id LIMIT 1`))[0]!
      .sku;
    caOnly = (await queryRows<{ sku: string }>(db(), sql`SELECT sku FROM products WHERE domain_restrictions = ARRAY['.ca']::text[] ORDER BY id LIMIT 1`))[0]!
      .sku;
  });

  it("creates a list last among its site's lists of its kind, refuses a taken address, and records it", async () => {
    const before = await getLists('us', 'curated', db());
    const list = await newList('fresh-picks');
    expect(list).toMatchObject({ site: 'us', kind: 'curated', slug: 'fresh-picks', title: 'List fresh-picks', itemCount: 0, items: [] });
    expect((await getLists('us', 'curated', db())).map((each) => each.slug)).toEqual([...before.map((each) => each.slug), 'fresh-picks']);
    await expect(newList('fresh-picks')).rejects.toMatchObject({ status: 409, code: 'LIST_SLUG_TAKEN' });
    // The same address on the other site, or for the other kind, is another list.
    expect((await newList('fresh-picks', 'ca')).site).toBe('ca');
    expect((await createList(staff, listCreateSchema.parse({ site: 'us', kind: 'bestseller', slug: 'fresh-picks', title: 'Fresh' }), db())).kind).toBe(
      'bestseller',
    );
    const [entry] = await historyOf(db(), 'product-list', String(list.id));
    expect(entry).toMatchObject({ actorEmail: staff.email, action: 'list.create', after: { site: 'us', kind: 'curated', slug: 'fresh-picks' } });
  });

  it("adds products by SKU or ISBN; refuses one not sold on the list's site, an unknown one and one already there, changing nothing", async () => {
    const list = await newList('adding');
    await addListItem(staff, list.id, both[0]!.sku, db());
    const isbn = both[1]!.isbn13!;
    const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 9)}-${isbn.slice(9, 12)}-${isbn.slice(12)}`;
    const added = await addListItem(staff, list.id, hyphenated, db());
    expect(added.items.map((item) => [item.sku, item.position])).toEqual([
      [both[0]!.sku, 1],
      [both[1]!.sku, 2],
    ]);
    await expect(addListItem(staff, list.id, caOnly, db())).rejects.toMatchObject({
      status: 422,
      code: 'NOT_SOLD_ON_SITE',
      message: expect.stringContaining('is not sold on the United States site'),
    });
    await expect(addListItem(staff, list.id, 'NO-SUCH-SKU', db())).rejects.toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    await expect(addListItem(staff, list.id, both[0]!.sku, db())).rejects.toMatchObject({ status: 409, code: 'ALREADY_IN_LIST' });
    await expect(addListItem(staff, 999_999, both[2]!.sku, db())).rejects.toMatchObject({ status: 404, code: 'LIST_NOT_FOUND' });
    expect(await skusOf(list.id)).toEqual([both[0]!.sku, both[1]!.sku]);
    // A Canada list takes the Canada-only product and refuses the US-only one.
    const canadian = await newList('adding', 'ca');
    expect((await addListItem(staff, canadian.id, caOnly, db())).items.map((item) => item.sku)).toEqual([caOnly]);
    await expect(addListItem(staff, canadian.id, usOnly, db())).rejects.toMatchObject({ code: 'NOT_SOLD_ON_SITE' });
    expect((await historyOf(db(), 'product-list', String(list.id))).map((entry) => entry.action)).toEqual([
      'list.add-product',
      'list.add-product',
      'list.create',
    ]);
  });

  it('saves a new order whole, with the order before and after in the audit log; the storefront readers and the search listing see it', async () => {
    const list = await listWith('reordering', 5);
    const before = both.slice(0, 5).map((product) => product.sku);
    const wanted = [before[3]!, before[0]!, before[4]!, before[2]!, before[1]!];
    // An index that is never rebuilt during the test: the list page's order must not wait for a rebuild.
    const engine = createIndexedSearchEngine(async () => db(), { maxStalenessMs: 3_600_000 });
    const listed = async () =>
      (await engine.search({ site: 'us', filters: [], list: { kind: 'curated', slug: 'reordering' }, facets: false })).items.map((item) => item.sku);
    expect(await listed()).toEqual(before);

    const saved = await reorderListItems(staff, list.id, wanted, db());
    expect(saved.items.map((item) => [item.sku, item.position])).toEqual(wanted.map((sku, index) => [sku, index + 1]));
    expect(await skusOf(list.id)).toEqual(wanted);
    expect((await getList('us', 'curated', 'reordering', 50, db()))!.products.map((product) => product.sku)).toEqual(wanted);
    expect(await listed()).toEqual(wanted);
    const positions = await queryRows<{ position: number }>(db(), sql`SELECT position FROM product_list_items WHERE list_id = ${list.id} ORDER BY position`);
    expect(positions.map((row) => row.position)).toEqual([0, 1, 2, 3, 4]);

    const [entry] = await historyOf(db(), 'product-list', String(list.id));
    expect(entry).toMatchObject({ actorEmail: staff.email, action: 'list.reorder', before, after: wanted });
  });

  it("refuses an order that is not exactly the list's products, and changes nothing", async () => {
    const list = await listWith('refusing', 4);
    const order = both.slice(0, 4).map((product) => product.sku);
    const entries = (await historyOf(db(), 'product-list', String(list.id))).length;
    await expect(reorderListItems(staff, list.id, order.slice(1), db())).rejects.toMatchObject({
      status: 409,
      code: 'LIST_ITEMS_MISMATCH',
      message: expect.stringContaining(`left out: ${order[0]}`),
    });
    await expect(reorderListItems(staff, list.id, [...order.slice(1), 'UNKNOWN-1'], db())).rejects.toMatchObject({
      code: 'LIST_ITEMS_MISMATCH',
      message: expect.stringContaining('not on the list: UNKNOWN-1'),
    });
    await expect(reorderListItems(staff, list.id, [...order, both[5]!.sku], db())).rejects.toMatchObject({
      code: 'LIST_ITEMS_MISMATCH',
      message: expect.stringContaining(`not on the list: ${both[5]!.sku}`),
    });
    await expect(reorderListItems(staff, list.id, [], db())).rejects.toMatchObject({ code: 'LIST_ITEMS_MISMATCH' });
    expect(await skusOf(list.id)).toEqual(order);
    expect(await historyOf(db(), 'product-list', String(list.id))).toHaveLength(entries);
  });

  it('removes a product, the others keeping their order; refuses one not on the list', async () => {
    const list = await listWith('removing', 4);
    const order = both.slice(0, 4).map((product) => product.sku);
    const after = await removeListItem(staff, list.id, order[1]!, db());
    expect(after.items.map((item) => [item.sku, item.position])).toEqual([
      [order[0], 1],
      [order[2], 2],
      [order[3], 3],
    ]);
    await expect(removeListItem(staff, list.id, order[1]!, db())).rejects.toMatchObject({ status: 404, code: 'NOT_IN_LIST' });
    expect((await getList('us', 'curated', 'removing', 50, db()))!.products.map((product) => product.sku)).toEqual([order[0], order[2], order[3]]);
    const [entry] = await historyOf(db(), 'product-list', String(list.id));
    expect(entry).toMatchObject({ action: 'list.remove-product', before: order, after: [order[0], order[2], order[3]] });
  });

  it('changes the title and description the storefront shows', async () => {
    const list = await newList('renaming');
    await updateList(staff, list.id, { title: 'Rainy Day Reads', description: 'For puddles.' }, db());
    expect(await getListSummary('us', 'curated', 'renaming', db())).toEqual({
      slug: 'renaming',
      kind: 'curated',
      title: 'Rainy Day Reads',
      description: 'For puddles.',
    });
    const [entry] = await historyOf(db(), 'product-list', String(list.id));
    expect(entry).toMatchObject({ action: 'list.update', before: { title: 'List renaming' }, after: { title: 'Rainy Day Reads' } });
  });

  it("orders a site's lists of one kind, which the home page follows; refuses an order that is not exactly them", async () => {
    const curated = (await listsForAdmin(db())).filter((list) => list.site === 'ca' && list.kind === 'curated');
    expect(curated.length).toBeGreaterThan(2);
    const reversed = [...curated].reverse();
    const saved = await reorderLists(staff, { site: 'ca', kind: 'curated', ids: reversed.map((list) => list.id) }, db());
    expect(saved.map((list) => list.slug)).toEqual(reversed.map((list) => list.slug));
    expect((await getLists('ca', 'curated', db())).map((list) => list.slug)).toEqual(reversed.map((list) => list.slug));
    const [entry] = await historyOf(db(), 'product-lists', listsOrderKey('ca', 'curated'));
    expect(entry).toMatchObject({ action: 'lists.reorder', before: curated.map((list) => list.slug), after: reversed.map((list) => list.slug) });

    const usList = (await listsForAdmin(db())).find((list) => list.site === 'us')!;
    await expect(reorderLists(staff, { site: 'ca', kind: 'curated', ids: reversed.slice(1).map((list) => list.id) }, db())).rejects.toMatchObject({
      status: 409,
      code: 'LISTS_MISMATCH',
    });
    await expect(reorderLists(staff, { site: 'ca', kind: 'curated', ids: [...reversed.map((list) => list.id), usList.id] }, db())).rejects.toMatchObject({
      code: 'LISTS_MISMATCH',
      message: expect.stringContaining(`not among them: ${usList.id}`),
    });
    expect((await getLists('ca', 'curated', db())).map((list) => list.slug)).toEqual(reversed.map((list) => list.slug));
  });

  it('answers bad calls to the API with a readable 4xx and changes nothing', async () => {
    const list = await listWith('api-calls', 3);
    const order = both.slice(0, 3).map((product) => product.sku);
    const token = await signAccessToken({ userId: staff.id, role: 'customer', scopes: [ADMIN_SCOPE] });
    const call = (
      handler: (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>,
      method: string,
      path: string,
      params: Record<string, string>,
      body?: unknown,
    ) =>
      handler(
        new NextRequest(`http://localhost/api/admin/v1/lists${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        {
          params: Promise.resolve(params),
        },
      );
    const id = String(list.id);
    const expectRefusal = async (answer: Response, status: number, error: string, message: string) => {
      expect(answer.status).toBe(status);
      expect(await answer.json()).toMatchObject({ Error: error, message: expect.stringContaining(message) });
    };

    await expectRefusal(
      await call(adminListRoutes.reorderItems, 'PUT', `/${id}/items`, { id }, { skus: [order[0], order[1], order[0]] }),
      400,
      'VALIDATION_FAILED',
      `${order[0]} is named twice`,
    );
    await expectRefusal(await call(adminListRoutes.reorderItems, 'PUT', `/${id}/items`, { id }, { skus: 'all' }), 400, 'VALIDATION_FAILED', 'skus');
    await expectRefusal(
      await call(adminListRoutes.reorderItems, 'PUT', `/${id}/items`, { id }, { skus: order.slice(0, 2) }),
      409,
      'LIST_ITEMS_MISMATCH',
      `left out: ${order[2]}`,
    );
    await expectRefusal(
      await call(adminListRoutes.reorderItems, 'PUT', '/abc/items', { id: 'abc' }, { skus: order }),
      400,
      'INVALID_PARAMS',
      'id must be a list id',
    );
    await expectRefusal(
      await call(adminListRoutes.addItem, 'POST', `/${id}/items`, { id }, { sku: caOnly }),
      422,
      'NOT_SOLD_ON_SITE',
      'not sold on the United States site',
    );
    await expectRefusal(
      await call(adminListRoutes.addItem, 'POST', `/${id}/items`, { id }, { sku: 'no such thing!' }),
      400,
      'VALIDATION_FAILED',
      'sku must be 1–64 letters, digits',
    );
    await expectRefusal(
      await call(adminListRoutes.updateList, 'PUT', `/${id}`, { id }, { title: '  ', description: '' }),
      400,
      'VALIDATION_FAILED',
      'The title cannot be empty.',
    );
    await expectRefusal(await call(adminListRoutes.list, 'GET', '/999999', { id: '999999' }), 404, 'LIST_NOT_FOUND', 'No list has the id 999999.');
    await expectRefusal(
      await call(adminListRoutes.createList, 'POST', '', {}, { site: 'us', kind: 'curated', slug: 'api-calls', title: 'Again' }),
      409,
      'LIST_SLUG_TAKEN',
      'already has a curated list at api-calls',
    );
    await expectRefusal(
      await call(adminListRoutes.reorderLists, 'PUT', '/order', {}, { site: 'us', kind: 'curated', ids: [list.id] }),
      409,
      'LISTS_MISMATCH',
      'left out',
    );
    expect(await skusOf(list.id)).toEqual(order);

    const reversed = [...order].reverse();
    const saved = await call(adminListRoutes.reorderItems, 'PUT', `/${id}/items`, { id }, { skus: reversed });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { items: Array<{ sku: string }> }).items.map((item) => item.sku)).toEqual(reversed);
    const all = (await (await call(adminListRoutes.lists, 'GET', '', {})).json()) as { lists: Array<{ id: number; itemCount: number }> };
    expect(all.lists.find((each) => each.id === list.id)?.itemCount).toBe(3);
  });
});
