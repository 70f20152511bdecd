import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInByApi, testIp, useOwnIp } from './fixtures/accounts';
import { findProduct, pathOf } from './fixtures/catalogue';
import { routesUnder } from './fixtures/routes';

async function accessToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/auth/session')).json()) as { accessToken: string }).accessToken;
}

async function signIn(page: Page, account: { email: string; password: string }, ip: string): Promise<void> {
  expect((await signInByApi(page.request, account.email, account.password, ip)).ok()).toBe(true);
}

/** Every back-office page, found on disk (a made-up value for each dynamic segment): a new page is covered at once. */
const backOfficePages = () => routesUnder('src/app/[site]/admin', 'page.tsx').map(({ address }) => `/admin${address}`);

/** Every admin API with each method its route file exports, found on disk. */
const adminApis = () =>
  routesUnder('src/app/api/admin', 'route.ts').flatMap(({ address, methods }) => methods.map((method) => ({ method, path: `/api/admin${address}` })));

// A gift no other test prices: the change made here stays out of their way.
const product = findProduct((candidate) => candidate.productType === 'gift' && candidate.domainRestrictions.length === 2 && candidate.sku.endsWith('7'));

test.describe('back office (issue 9)', () => {
  test('staff change a price and the product page shows it within seconds, on both sites', async ({ page, browser }) => {
    const shopper = await browser.newPage();
    const price = () => shopper.getByRole('main').getByTestId('price-actual').first();
    await shopper.goto(pathOf(product, 'us'));
    await expect(price()).toHaveAttribute('data-value', String(product.actualPriceUsd));

    await signIn(page, DEMO_ACCOUNTS.admin, await useOwnIp(page));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Back office');
    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await page.getByLabel('Title, SKU or ISBN').fill(product.sku);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('table', { name: 'Products found' }).getByRole('link', { name: product.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);

    const newUsd = product.actualPriceUsd + 123;
    const newCad = product.actualPriceCad + 77;
    const decimal = (cents: number) => (cents / 100).toFixed(2);
    await page.getByLabel('USD list price').fill(decimal(Math.max(product.listPriceUsd, newUsd)));
    await page.getByLabel('USD regular price').fill(decimal(newUsd));
    await page.getByLabel('USD sale price (optional)').fill('');
    await page.getByLabel('CAD list price').fill(decimal(Math.max(product.listPriceCad, newCad)));
    await page.getByLabel('CAD regular price').fill(decimal(newCad));
    await page.getByLabel('CAD sale price (optional)').fill('');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved. The shop shows the change now.');
    await expect(page.getByTestId('actual-usd')).toHaveAttribute('data-value', String(newUsd / 100));
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText(`${DEMO_ACCOUNTS.admin.email} · product.update`);

    await expect
      .poll(
        async () => {
          await shopper.reload();
          return price().getAttribute('data-value');
        },
        { timeout: 10_000 },
      )
      .toBe(String(newUsd));
    await shopper.goto(pathOf(product, 'ca'));
    await expect(price()).toHaveAttribute('data-value', String(newCad));

    // A price that makes no sense is refused with the reason, and nothing changes.
    await page.getByLabel('USD sale price (optional)').fill(decimal(newUsd + 500));
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'sale price' })).toContainText('The USD sale price must not be above the regular price.');
    await shopper.goto(pathOf(product, 'us'));
    await expect(price()).toHaveAttribute('data-value', String(newUsd));
    await shopper.close();
  });

  test('a customer and an organizer get 403 on every back office page and every admin API; a guest is sent to sign in', async ({ browser }) => {
    test.setTimeout(90_000);
    const pages = backOfficePages();
    const apis = adminApis();
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(apis.length).toBeGreaterThanOrEqual(6);
    for (const account of [DEMO_ACCOUNTS.customer, DEMO_ACCOUNTS.organizer]) {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      const ip = testIp();
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
      await signIn(page, account, ip);
      for (const path of [...pages, ...pages.map((path) => `/ca${path}`)]) {
        const response = await page.goto(path);
        expect(response?.status(), `${account.email} ${path}`).toBe(403);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is for the shop’s staff');
      }
      const headers = { authorization: `Bearer ${await accessToken(page.request)}` };
      for (const { method, path } of apis) {
        const answer = await page.request.fetch(path, {
          method,
          headers,
          data: method === 'GET' ? undefined : { email: account.email, scope: 'admin', granted: true },
        });
        expect(answer.status(), `${account.email} ${method} ${path}`).toBe(403);
        expect(await answer.json()).toMatchObject({ Error: 'ADMIN_ONLY' });
      }
      await context.close();
    }
    const guest = await browser.newPage();
    const response = await guest.request.get('/admin', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/\/login\?returnUrl=%2Fadmin/);
    expect((await guest.request.get('/api/admin/v1/products?q=a')).status()).toBe(401);
    await guest.close();
  });
});
