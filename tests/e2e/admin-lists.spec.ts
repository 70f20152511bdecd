import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInByApi, testIp } from './fixtures/accounts';
import { findProduct, onBoth, onlyOn } from './fixtures/catalogue';
import { SHOP_WIDE } from './fixtures/constants';

type ListAnswer = { id: number; site: string; kind: string; slug: string; title: string; items: Array<{ sku: string; title: string }> };
type ListsAnswer = { lists: Array<{ id: number; site: string; kind: string; slug: string; title: string }> };

async function staffApi(page: Page): Promise<{ request: APIRequestContext; headers: Record<string, string> }> {
  const { accessToken } = (await (await page.request.get('/api/auth/session')).json()) as { accessToken: string };
  return { request: page.request, headers: { authorization: `Bearer ${accessToken}` } };
}

async function signInAsStaff(page: Page): Promise<void> {
  const ip = testIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  expect((await signInByApi(page.request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, ip)).ok()).toBe(true);
}

const skusOn = (scope: Locator) => scope.getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-sku')));
const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });
const rowKeys = (table: Locator) => table.getByTestId('ordered-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key')));

// The Canadian "Laugh-Out-Loud Reads" list: the third curated list of the Canada home page.
const LIST = { site: 'ca', kind: 'curated', slug: 'laugh-out-loud', title: 'Laugh-Out-Loud Reads' } as const;

// The order of a list and of a site's lists shows on the home pages every other test opens: these run after them, alone,
// and put the order they found back however they end.
test.describe('back office: curated and bestseller lists (issue 9)', { tag: SHOP_WIDE }, () => {
  test('staff reorder a curated list by typing positions and by dragging; the list page shows it at once and the home page on reload', async ({
    page,
    browser,
  }) => {
    // Many steps on two sites, and the first list page builds the search index: more than the default time on a busy machine.
    test.slow();
    await signInAsStaff(page);
    const api = await staffApi(page);
    const all = (await (await api.request.get('/api/admin/v1/lists', { headers: api.headers })).json()) as ListsAnswer;
    const target = all.lists.find((list) => list.site === LIST.site && list.kind === LIST.kind && list.slug === LIST.slug)!;
    expect(target).toBeTruthy();
    const original = ((await (await api.request.get(`/api/admin/v1/lists/${target.id}`, { headers: api.headers })).json()) as ListAnswer).items.map(
      (item) => item.sku,
    );
    expect(original.length).toBeGreaterThan(6);
    const [a, b, c, d, e, f, ...rest] = original as [string, string, string, string, string, string, ...string[]];

    const shopper = await browser.newPage();
    try {
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Lists', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Curated and bestseller lists');
      await page.getByRole('table', { name: 'Canada curated lists' }).getByRole('link', { name: LIST.title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LIST.title);
      const table = page.getByRole('table', { name: 'Products in list order' });
      await expect(table.getByRole('row')).toHaveCount(original.length + 1);

      // Typed: the fifth product to position 1 (Enter moves it).
      await rowOf(table, e).getByRole('spinbutton').fill('1');
      await rowOf(table, e).getByRole('spinbutton').press('Enter');
      await expect(rowOf(table, e).getByRole('spinbutton')).toHaveValue('1');
      await expect.poll(() => rowKeys(table)).toEqual([e, a, b, c, d, f, ...rest]);
      // Typed again: the (now) first product to position 3.
      await rowOf(table, e).getByRole('spinbutton').fill('3');
      await rowOf(table, e).getByRole('spinbutton').press('Enter');
      await expect.poll(() => rowKeys(table)).toEqual([a, b, e, c, d, f, ...rest]);
      // Dragged: the sixth row onto the first.
      await rowOf(table, f).dragTo(rowOf(table, a), { sourcePosition: { x: 8, y: 12 }, targetPosition: { x: 8, y: 12 } });
      await expect.poll(() => rowKeys(table)).toEqual([f, a, b, e, c, d, ...rest]);
      // The keyboard's buttons: the (now) second product down one.
      await rowOf(table, a)
        .getByRole('button', { name: /^Move .* down$/ })
        .click();
      const expected = [f, b, a, e, c, d, ...rest];
      await expect.poll(() => rowKeys(table)).toEqual(expected);

      await page.getByRole('button', { name: 'Save order' }).click();
      await expect(page.getByRole('status')).toHaveText('Order saved. The shop shows it now.');
      await expect(page.getByRole('list', { name: 'Changes' })).toContainText(`${DEMO_ACCOUNTS.admin.email} · list.reorder`);

      // The list page follows the new order on its first load after the save.
      await shopper.goto(`/ca/browse/cl/${LIST.slug}`);
      await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(LIST.title);
      expect((await skusOn(shopper.getByRole('main'))).slice(0, 6)).toEqual(expected.slice(0, 6));
      // The home page's rail of the list, on reload within seconds.
      await shopper.goto('/ca');
      const rail = shopper.getByRole('region', { name: LIST.title });
      await expect
        .poll(
          async () => {
            await shopper.reload();
            return (await skusOn(rail)).slice(0, 6);
          },
          { timeout: 10_000 },
        )
        .toEqual(expected.slice(0, 6));

      // After a reload the editor shows the saved order.
      await page.reload();
      await expect(table.getByTestId('ordered-row')).toHaveCount(original.length);
      expect(await rowKeys(table)).toEqual(expected);
    } finally {
      const restored = await api.request.put(`/api/admin/v1/lists/${target.id}/items`, { headers: api.headers, data: { skus: original } });
      expect(restored.status()).toBe(200);
      await shopper.close();
    }
  });

  test('staff create a list, add products by SKU and ISBN, remove one and move the list up; refusals say why', async ({ page }) => {
    test.slow();
    await signInAsStaff(page);
    const api = await staffApi(page);
    const suffix = Date.now().toString(36);
    const slug = `e2e-list-${suffix}`;
    const title = `Puddle Jumpers ${suffix}`;
    const both = findProduct((product) => onBoth(product) && product.isbn13 !== null && product.sku.endsWith('3'));
    const second = findProduct((product) => onBoth(product) && product.sku.endsWith('9'));
    const canadaOnly = findProduct(onlyOn('.ca'));
    const usCurated = () =>
      api.request
        .get('/api/admin/v1/lists', { headers: api.headers })
        .then(async (answer) =>
          ((await answer.json()) as ListsAnswer).lists.filter((list) => list.site === 'us' && list.kind === 'curated').map((list) => list.id),
        );
    const originalOrder = await usCurated();
    let createdId: number | null = null;

    try {
      await page.goto('/admin/lists');
      const form = page.getByRole('form', { name: 'New list' });
      await form.getByLabel(/^Address name/).fill('Not A Slug');
      await form.getByLabel('New list title').fill(title);
      await form.getByRole('button', { name: 'Create list' }).click();
      await expect(form.getByRole('alert')).toContainText('lower-case words joined by hyphens');
      await form.getByLabel(/^Address name/).fill(slug);
      await form.getByLabel('New list description').fill('Books for rainy days.');
      await form.getByRole('button', { name: 'Create list' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      createdId = Number(/\/admin\/lists\/(\d+)$/.exec(page.url())?.[1]);
      expect(createdId).toBeGreaterThan(0);

      const adding = page.getByRole('form', { name: 'Add a product' });
      await adding.getByLabel('SKU or ISBN to add').fill(canadaOnly.sku);
      await adding.getByRole('button', { name: 'Add product' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'is not sold on the United States site' })).toBeVisible();
      await adding.getByLabel('SKU or ISBN to add').fill(`${both.isbn13!.slice(0, 3)}-${both.isbn13!.slice(3)}`);
      await adding.getByRole('button', { name: 'Add product' }).click();
      await expect(page.getByRole('status')).toContainText(`Added ${both.title}`);
      await adding.getByLabel('SKU or ISBN to add').fill(second.sku);
      await adding.getByRole('button', { name: 'Add product' }).click();
      await expect(page.getByRole('status')).toContainText(`Added ${second.title}`);
      await adding.getByLabel('SKU or ISBN to add').fill(second.sku);
      await adding.getByRole('button', { name: 'Add product' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'is already on this list' })).toBeVisible();

      const table = page.getByRole('table', { name: 'Products in list order' });
      await rowOf(table, both.sku).getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByRole('status')).toContainText(`Removed ${both.title}`);
      await expect(table.getByTestId('ordered-row')).toHaveCount(1);

      const shop = await page.context().newPage();
      await shop.goto(`/browse/cl/${slug}`);
      await expect(shop.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await skusOn(shop.getByRole('main'))).toEqual([second.sku]);
      await shop.close();

      // The new list comes last on the US site; staff move it up one with the keyboard's button and save.
      await page.goto('/admin/lists');
      const lists = page.getByRole('table', { name: 'United States curated lists' });
      const withNew = [...originalOrder, createdId];
      await expect(rowOf(lists, title).getByRole('spinbutton')).toHaveValue(String(withNew.length));
      await lists.getByRole('button', { name: `Move ${title} up` }).focus();
      await page.keyboard.press('Enter');
      await expect(rowOf(lists, title).getByRole('spinbutton')).toHaveValue(String(withNew.length - 1));
      await page.getByRole('button', { name: 'Save the order of the United States curated lists' }).click();
      await expect(page.getByRole('status')).toHaveText('Order saved. The shop shows it now.');
      expect(await usCurated()).toEqual([...originalOrder.slice(0, -1), createdId, ...originalOrder.slice(-1)]);
      await page.reload();
      await expect(rowOf(lists, title).getByRole('spinbutton')).toHaveValue(String(withNew.length - 1));
    } finally {
      // The new list stays (lists are not deleted) but goes back to the end, behind the shared ones.
      const current = await usCurated();
      const restored = [...originalOrder.filter((id) => current.includes(id)), ...current.filter((id) => !originalOrder.includes(id))];
      expect(
        (await api.request.put('/api/admin/v1/lists/order', { headers: api.headers, data: { site: 'us', kind: 'curated', ids: restored } })).status(),
      ).toBe(200);
    }
  });
});
