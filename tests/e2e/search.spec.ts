import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { findProduct, onlyOn } from './fixtures/catalogue';

test.describe('search box', () => {
  test('suggests as you type a partial author name, wraps with the arrow keys and searches on Enter', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('montgom');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list.getByRole('option', { name: 'L. M. Montgomery' })).toBeVisible();
    const options = list.getByRole('option');
    await expect(options.nth(0)).toHaveText('montgom');
    await expect(options.nth(1)).toHaveText('montgom in Author');
    await expect(options.nth(2)).toHaveText('montgom in Title');
    const count = await options.count();
    expect(count).toBeGreaterThan(3);

    for (let i = 0; i < count; i += 1) await box.press('ArrowDown');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);

    await box.press('Enter');
    await expect(page).toHaveURL(/\/browse\?q=montgom$/);
    expect(Number(await page.getByTestId('result-count').getAttribute('data-value'))).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Anne of Green Gables' }).first()).toBeVisible();
  });

  test('the in Author option restricts the search to authors; Escape closes; the clear button empties the box', async ({ page }) => {
    await page.goto('/ca');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('carroll');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');
    await box.fill('carroll');
    await page.getByRole('option', { name: 'carroll in Author' }).click();
    await expect(page).toHaveURL(/\/ca\/browse\?q=carroll&qf=author$/);
    await expect(page.getByText(/results? for “carroll” in Author/)).toBeVisible();
  });
});

test.describe('browse', () => {
  test('a misspelt title still finds the book', async ({ page }) => {
    await page.goto('/browse?q=anne%20of%20gren%20gabels');
    await expect(page.getByRole('link', { name: 'Anne of Green Gables' }).first()).toBeVisible();
    await page.goto('/browse?q=dinosuar');
    expect(Number(await page.getByTestId('result-count').getAttribute('data-value'))).toBeGreaterThan(0);
    await expect(page.getByText('Including results for dinosaur')).toBeVisible();
  });

  test('a facet adds a filter chip that narrows the results, and removing the chip restores them', async ({ page }) => {
    await page.goto('/browse/kids');
    const count = async () => Number(await page.getByTestId('result-count').getAttribute('data-value'));
    const before = await count();
    const facet = page.getByRole('complementary', { name: 'Filters' }).getByRole('link', { name: /^Board Book/ });
    const expected = Number((await facet.innerText()).match(/([\d,]+)$/)![1]!.replace(/,/g, ''));
    await facet.click();
    await expect(page.getByRole('link', { name: 'Remove filter Board Book' })).toBeVisible();
    expect(await count()).toBe(expected);
    expect(expected).toBeLessThan(before);
    await expect(page).toHaveURL(/filters=%24format%40%3DBoard\+Book/);
    await page.getByRole('link', { name: 'Remove filter Board Book' }).click();
    await expect(page.getByRole('link', { name: 'Remove filter Board Book' })).toHaveCount(0);
    expect(await count()).toBe(before);
  });

  test('sorting, list view and pagination stay in the URL', async ({ page }) => {
    await page.goto('/browse/tweens');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-low');
    await expect(page).toHaveURL(/sort=price-low/);
    const prices = await page.getByTestId('price-actual').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-value'))));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.getByRole('link', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=price-low/);
  });

  test('a .com-only product never appears on the Canada site', async ({ page }) => {
    const product = findProduct(onlyOn('.com'));
    await page.goto(`/browse?q=${encodeURIComponent(product.isbn13!)}`);
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await page.goto(`/ca/browse?q=${encodeURIComponent(product.isbn13!)}`);
    await expect(page.getByRole('heading', { name: /No matches/ })).toBeVisible();
    await page.goto(`/ca/browse?q=${encodeURIComponent(product.title)}`);
    await expect(page.locator(`[data-sku="${product.sku}"]`)).toHaveCount(0);
  });

  test('every listing variant has a heading and breadcrumbs; unknown ones are 404', async ({ page }) => {
    for (const [path, heading] of [
      ['/browse/kids', 'Kids'],
      ['/browse/young-adult', 'Young Adult'],
      ['/ca/browse/bs/overall', 'Bestsellers'],
      ['/browse/cl/staff-picks', 'Staff Picks'],
      ['/browse/category/Toys', 'Toys'],
      ['/browse/subject/Mystery', 'Mystery'],
      ['/browse/author/Montgomery%2C%20L.%20M.', 'L. M. Montgomery'],
      ['/browse/list/mystery', 'Mystery list'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    }
    for (const path of ['/browse/nope', '/browse/bs/nope', '/browse/author/no-comma']) expect((await page.goto(path))?.status(), path).toBe(404);
  });

  test('a malformed filter is ignored, never an error page', async ({ page }) => {
    const response = await page.goto('/browse?filters=%24price%40%3Dfree%3B%24%3D%3D%3D&sort=sideways&page=-3');
    expect(response?.status()).toBe(200);
    expect(Number(await page.getByTestId('result-count').getAttribute('data-value'))).toBeGreaterThan(1000);
  });
});

test.describe('other shopping pages', () => {
  test('/categories lists every category with counts that lead to its listing', async ({ page }) => {
    await page.goto('/ca/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'All categories' })).toBeVisible();
    const fiction = page.getByRole('region', { name: /^Fiction/ });
    const count = Number(await fiction.getByTestId('category-count').getAttribute('data-value'));
    await fiction.getByRole('link', { name: 'Fiction', exact: true }).click();
    await expect(page).toHaveURL(/\/ca\/browse\/category\/Fiction$/);
    expect(Number(await page.getByTestId('result-count').getAttribute('data-value'))).toBe(count);
  });

  test('the gift guide and gifts for kids show product rows linking to full listings', async ({ page }) => {
    for (const [path, heading] of [
      ['/gift-guide', 'Gift guide'],
      ['/ca/gifts-for-kids', 'Gifts for kids'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.getByTestId('product-card').count()).toBeGreaterThan(10);
      await expect(page.getByRole('link', { name: /^See all/ }).first()).toHaveAttribute('href', /browse\?filters=/);
    }
  });
});

test.describe('search APIs', () => {
  test('autocomplete answers the spec shape and refuses bad bodies with 400', async ({ request }) => {
    const response = await request.post('/us/autocomplete', { data: { locale: 'en-US', q: 'anne of gre' } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.suggest.title_autocomplete[0].options).toContainEqual({ _id: expect.any(String), text: 'Anne of Green Gables' });
    expect(Array.isArray(body.suggest.author_autocomplete[0].options)).toBe(true);
    for (const data of [{}, { q: '' }, { q: 42 }, { q: 'x'.repeat(201) }]) {
      const bad = await request.post('/us/autocomplete', { data });
      expect(bad.status()).toBe(400);
      expect(await bad.json()).toEqual({ Error: 'VALIDATION_FAILED', message: expect.stringContaining('q') });
    }
    // Issue 18: no text may carry a control character; the shared validation says which field does.
    const nul = await request.post('/us/autocomplete', { data: { q: 'owl\u0000' } });
    expect(nul.status()).toBe(400);
    expect(await nul.json()).toEqual({ Error: 'INVALID_TEXT', message: 'q contains a control character (U+0000).' });
    const nulQuery = await request.get('/api/search/v1/products?site=us&q=owl%00&filters=%24format%40%3DHard%00cover');
    expect(nulQuery.status()).toBe(400);
    expect(await nulQuery.json()).toEqual({ Error: 'INVALID_QUERY', message: 'The query parameter "q" contains a control character (U+0000).' });
    const notJson = await request.post('/ca/autocomplete', { data: 'not json', headers: { 'content-type': 'application/json' } });
    expect(notJson.status()).toBe(400);
  });

  test('fuzz: arbitrary strings never cause a 5xx and answers stay well-formed', async ({ request }) => {
    const nasty = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constantFrom("'", '"', '%', ':*', '&|!', '\\', '$tag@=', '$cs$@=|', 'émile ü 😀 漢字', '\u0000', 'x'.repeat(10_000)),
    );
    await fc.assert(
      fc.asyncProperty(nasty, nasty, async (q, filters) => {
        const suggest = await request.post('/ca/autocomplete', { data: { locale: 'en-CA', q } });
        expect(suggest.status()).toBeLessThan(500);
        const suggestBody = await suggest.json();
        expect(suggest.status() === 200 ? suggestBody.suggest : suggestBody.Error).toBeDefined();
        // GET inputs stay within what an HTTP server accepts in a URL (Node refuses headers over 16 kB with a 431).
        const search = await request.get(
          `/api/search/v1/products?site=us&q=${encodeURIComponent(q.slice(0, 2000))}&filters=${encodeURIComponent(filters.slice(0, 2000))}`,
        );
        expect(search.status()).toBeLessThan(500);
        const body = await search.json();
        expect(search.status() === 200 ? Array.isArray(body.items) : typeof body.message === 'string').toBe(true);
        const browse = await request.get(`/browse?q=${encodeURIComponent(q.slice(0, 2000))}&filters=${encodeURIComponent(filters.slice(0, 2000))}`);
        expect(browse.status()).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    const tooLong = await request.get(`/api/search/v1/products?site=us&q=${'x'.repeat(20_000)}`);
    expect(tooLong.status()).toBeGreaterThanOrEqual(400);
    expect(tooLong.status()).toBeLessThan(500);
  });

  test('the JSON search API returns decimal prices in the site currency', async ({ request }) => {
    const body = await (await request.get('/api/search/v1/products?site=ca&q=treasure%20island&pageSize=5')).json();
    expect(body.items[0]).toMatchObject({ title: 'Treasure Island', actual_price_cad: expect.any(Number) });
    expect(body.items[0]).not.toHaveProperty('actual_price_usd');
    expect((await request.get('/api/search/v1/products?site=fr')).status()).toBe(400);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search is a plain form that still leads to results', async ({ page }) => {
    await page.goto('/ca');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('treasure island');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ca\/browse\?q=treasure\+island$/);
    expect(Number(await page.getByTestId('result-count').getAttribute('data-value'))).toBeGreaterThan(0);
  });
});
